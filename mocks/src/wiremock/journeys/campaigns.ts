import type { BffClient, Call } from '../client.ts';
import { dayFromToday, type Journey, login, sendAll } from './define.ts';

// The organiser's campaigns (issue 11): a campaign saved for a draft, a card payment started and
// cancelled (the budget untouched), the list with selection and Pause all / Resume all, devices
// and buyers, a past event's balance moved once, and an event's analytics. A second session reads
// the list after the changes: replay keeps the last answer of each request
// (sessions replay by account).

export const CAMPAIGNS_AS = 'campaigns-organiser';
export const CAMPAIGNS_LOGIN = 'organiser@demo.co.za';
export const CAMPAIGNS_AFTER_AS = 'campaigns-organiser-after';
export const CAMPAIGNS_AFTER_LOGIN = 'organiser@demo.co.za';

/** A draft of the demo organiser (no budget yet), and a funded event with sales and page views. */
export const DRAFT_EVENT = '42';
export const FUNDED_EVENT = '1';
/** The past event whose leftover balance the journey moves, and where it goes. */
export const PAST_EVENT_NAME = 'Movie Night in the Park';
export const TRANSFER_SEARCH = 'jazz';

/** The launch that is cancelled, and the one the provider confirms. */
export const CANCELLED_BUDGET = '150';
export const PAID_BUDGET = '200.00';

export const CAMPAIGN_SAVE = {
  campaignName: 'Replay Heritage Push',
  keywords: 'heritage, festival, gauteng',
  startDate: dayFromToday(277),
  endDate: dayFromToday(300),
};

type Row = { id: string; eventName: string | null };
type Target = { eventId: string };

export const campaignsJourney: Journey = async (client: BffClient, log, env) => {
  const as = CAMPAIGNS_AS;
  await sendAll(client, [login(as, CAMPAIGNS_LOGIN)], log);
  const list = (await client.send({ method: 'GET', path: '/api/organiser/campaigns', as })).json as {
    campaigns: Row[];
  };
  const past = list.campaigns.find((r) => r.eventName === PAST_EVENT_NAME);
  const draft = `/api/organiser/events/${DRAFT_EVENT}/campaign`;
  await sendAll(
    client,
    [
      { method: 'GET', path: draft, as },
      { method: 'PUT', path: draft, body: CAMPAIGN_SAVE, as },
    ],
    log,
  );
  const started = (
    await client.send({ method: 'POST', path: `${draft}/payments`, body: { budget: CANCELLED_BUDGET }, as })
  ).json as { paymentId?: string };
  log(`started campaign payment ${started.paymentId}`);
  const payment = `${draft}/payments/${started.paymentId}`;
  await sendAll(client, [{ method: 'POST', path: `${payment}/cancellation`, as }], log);
  // A second launch, paid: the provider confirms it to the stand-in (not through the BFF).
  const paid = (
    await client.send({ method: 'POST', path: `${draft}/payments`, body: { budget: PAID_BUDGET }, as })
  ).json as { paymentId?: string };
  if (env && paid.paymentId) await env.confirmCampaignPayment(paid.paymentId, PAID_BUDGET);
  log(`paid campaign payment ${paid.paymentId}`);
  const paidPayment = `${draft}/payments/${paid.paymentId}`;
  const calls: Call[] = [
    { method: 'PUT', path: '/api/organiser/campaigns/selection', body: { selected: true }, as },
    // Pause all and Resume all send the same legacy toggle (RESUMECAMPAIGNS businessid): one is
    // recorded. Some seeded campaigns are paused, so the button reads Resume all.
    { method: 'POST', path: '/api/organiser/campaigns/selection/toggle', body: { action: 'resume' }, as },
    { method: 'GET', path: `/api/organiser/events/${FUNDED_EVENT}/campaign/devices`, as },
    { method: 'GET', path: `/api/organiser/events/${FUNDED_EVENT}/campaign/buyers`, as },
    { method: 'GET', path: `/api/organiser/events/${FUNDED_EVENT}/analytics`, as },
    { method: 'POST', path: `/api/organiser/campaigns/${past?.id}/transfer-mark`, as },
  ];
  await sendAll(client, calls, log);
  const targets = (
    await client.send({
      method: 'GET',
      path: `/api/organiser/campaigns/${past?.id}/transfer-targets?search=${TRANSFER_SEARCH}`,
      as,
    })
  ).json as Target[];
  await sendAll(
    client,
    [
      {
        method: 'POST',
        path: `/api/organiser/campaigns/${past?.id}/transfer`,
        body: { targetEventId: targets[0]?.eventId ?? '' },
        as,
      },
      login(CAMPAIGNS_AFTER_AS, CAMPAIGNS_AFTER_LOGIN),
      // The selection stays "all": replay keeps the last state, so Resume all answers there too.
      { method: 'GET', path: '/api/organiser/campaigns', as: CAMPAIGNS_AFTER_AS },
      { method: 'GET', path: `${payment}`, as: CAMPAIGNS_AFTER_AS },
      { method: 'GET', path: paidPayment, as: CAMPAIGNS_AFTER_AS },
      { method: 'GET', path: `/api/events/${DRAFT_EVENT}`, as: CAMPAIGNS_AFTER_AS },
      { method: 'GET', path: draft, as: CAMPAIGNS_AFTER_AS },
    ],
    log,
  );
};

import { DEMO_BUSINESS_ID, DEMO_PARTNER_ID } from '../../legacy/seed/index.ts';
import type { BffClient, Call } from '../client.ts';
import { CAMPAIGN_SAVE, DRAFT_EVENT, FUNDED_EVENT, PAID_BUDGET } from './campaigns.ts';
import { DEMO_PASSWORD, type Journey, type JourneyEnv, login, sendAll } from './define.ts';
import { PRINT_EVENT } from './printing.ts';

// The catalogue operations no other journey reaches (issue 40), so the recordings cover every
// operation. Through the BFF where an endpoint calls them: an event's campaign paused and resumed
// (RESUMECAMPAIGN, left running) and a promoter added and deleted (DELETEPROMOTER; the journey's
// other promoters untouched). Straight to the legacy, through the recorder, where no BFF endpoint
// calls them or the BFF stops before the call in the seed's state: the dashboard's EVENT-LIST, the
// campaign success page's GET, the first-campaign credit (refused: the draft is funded by now),
// the download page's bulk preparation and category marking, GETBUDGET, the affiliate's recruit
// count and saving the partner's affiliate id (the one it already has: nothing changes). Since
// issue 47 the BFF makes EVENT-LIST, the success GET, PREPAREDOWNLOADS, MARKTICKETCATEGORY and the
// recruit count itself (decision 0048); they stay here until a journey reaches them through it.

export const UNCALLED_AS = 'uncalled-organiser';
export const UNCALLED_PARTNER_AS = 'uncalled-partner';
export const DOOMED_PROMOTER = {
  firstName: 'Temporary',
  surname: 'Doorman',
  email: 'temporary.doorman@promoters.test',
  phone: '0739990002',
  credit: '100',
  password: 'Booster123',
  confirmPassword: 'Booster123',
};

type Log = (line: string) => void;

/** One legacy call through the recorder (not the BFF), with the session `cookie` if given. */
async function legacyCall(
  env: JourneyEnv,
  log: Log,
  method: 'GET' | 'POST',
  params: Record<string, string>,
  cookie?: string,
  path = 'webservices.php',
): Promise<Response> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const url = new URL(path, env.legacyUrl);
  let body: string | undefined;
  if (method === 'GET') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  else {
    const form = new URLSearchParams(params);
    const op = form.get(env.opParam);
    if (op !== null) {
      url.searchParams.set(env.opParam, op);
      form.delete(env.opParam);
    }
    body = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const res = await fetch(url, { method, headers, body });
  log(`${res.status} legacy ${method} ${params[env.opParam] ?? path}`);
  return res;
}

/** Logs an account in on the legacy itself and returns its PHPSESSID cookie. */
async function legacyLogin(env: JourneyEnv, log: Log, email: string, partner: boolean): Promise<string> {
  const params = {
    os: 'web',
    posterUri: '',
    email,
    password: DEMO_PASSWORD,
    partner: partner ? 'yes' : 'no',
  };
  const res = await legacyCall(env, log, 'POST', params, undefined, 'loginWeb.php');
  await res.text();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('PHPSESSID='));
  return cookie?.split(';')[0] ?? '';
}

async function bffJson(client: BffClient, log: Log, call: Call): Promise<unknown> {
  const r = await client.send(call);
  log(`${r.status} ${call.method} ${call.path}${call.as ? ` as ${call.as}` : ''}`);
  return r.json;
}

export const uncalledJourney: Journey = async (client, log, env) => {
  const as = UNCALLED_AS;
  await sendAll(client, [login(as, 'organiser@demo.co.za')], log);
  const toggle = `/api/organiser/events/${FUNDED_EVENT}/campaign/toggle`;
  // Paused, then running again: replay keeps the last answer (running).
  await sendAll(
    client,
    [
      { method: 'POST', path: toggle, as },
      { method: 'POST', path: toggle, as },
      { method: 'POST', path: '/api/organiser/promoters', body: DOOMED_PROMOTER, as },
    ],
    log,
  );
  const promoters = (await bffJson(client, log, { method: 'GET', path: '/api/organiser/promoters', as })) as {
    id: string;
    email: string;
  }[];
  const doomed = promoters.find((p) => p.email === DOOMED_PROMOTER.email);
  if (doomed)
    await sendAll(
      client,
      [
        { method: 'DELETE', path: `/api/organiser/promoters/${doomed.id}`, as },
        { method: 'GET', path: '/api/organiser/promoters', as },
      ],
      log,
    );
  if (!env) return;
  const campaign = (await bffJson(client, log, {
    method: 'GET',
    path: `/api/organiser/events/${DRAFT_EVENT}/campaign`,
    as,
  })) as { campaign?: { id?: string } | null };
  const event = (await bffJson(client, log, { method: 'GET', path: `/api/events/${PRINT_EVENT}` })) as {
    ticketTypes?: { id: string }[];
  };
  const q = env.opParam;
  const business = String(DEMO_BUSINESS_ID);
  const organiser = await legacyLogin(env, log, 'organiser@demo.co.za', false);
  await legacyCall(env, log, 'GET', { [q]: 'EVENT-LIST' }, organiser);
  await legacyCall(
    env,
    log,
    'GET',
    {
      [q]: 'ADDCAMPAIGN',
      eventid: DRAFT_EVENT,
      businessid: business,
      campaign: CAMPAIGN_SAVE.campaignName,
      keywords: CAMPAIGN_SAVE.keywords,
      startdate: CAMPAIGN_SAVE.startDate,
      enddate: CAMPAIGN_SAVE.endDate,
      budget: PAID_BUDGET,
    },
    organiser,
  );
  await legacyCall(
    env,
    log,
    'POST',
    { [q]: 'APPLY-CREDIT-FIRST-CAMPAIGN', eventid: DRAFT_EVENT, campaignId: campaign.campaign?.id ?? '' },
    organiser,
  );
  await legacyCall(
    env,
    log,
    'GET',
    { [q]: 'GETBUDGET', eventid: PRINT_EVENT, businessid: business },
    organiser,
  );
  await legacyCall(env, log, 'GET', { [q]: 'PREPAREDOWNLOADS', eventid: PRINT_EVENT }, organiser);
  const ticketid = event.ticketTypes?.[0]?.id;
  if (ticketid)
    await legacyCall(
      env,
      log,
      'GET',
      { [q]: 'MARKTICKETCATEGORY', ticketid, eventid: PRINT_EVENT },
      organiser,
    );

  const partnerAs = UNCALLED_PARTNER_AS;
  await sendAll(client, [login(partnerAs, 'partner@demo.co.za', true)], log);
  const link = (await bffJson(client, log, {
    method: 'GET',
    path: '/api/affiliate/link',
    as: partnerAs,
  })) as {
    affiliateId?: string | null;
  };
  const partner = await legacyLogin(env, log, 'partner@demo.co.za', true);
  const partnerid = String(DEMO_PARTNER_ID);
  await legacyCall(env, log, 'GET', { [q]: 'RECRUITS', subquery: 'AFFILIATECOUNT', partnerid }, partner);
  if (link.affiliateId)
    await legacyCall(
      env,
      log,
      'GET',
      { [q]: 'SAVEAFFILIATEID', partnerid, affiliateid: link.affiliateId },
      partner,
    );
};

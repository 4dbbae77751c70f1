import { api } from '@tix/contract/api/index';
import { transferSourceOf } from '@tix/contract/domain/campaign-transfer';
import { BALANCE_TRANSFER_MESSAGES as B, makeBalanceTransferSchema } from '@tix/contract/forms/campaigns';
import type { CampaignRow } from '@tix/contract/model/campaign';
import { transferBalance } from '../../legacy/campaign-money.ts';
import { saDateTime } from '../../legacy/clock.ts';
import { CAMPAIGN_LIST_TEXT, campaignsOf, isTransferTarget } from '../../legacy/handlers/campaigns.ts';
import { type StandinData, setCampaignRunning } from '../../legacy/model.ts';
import { DEMO_BUSINESS_ID } from '../../legacy/seed/people.ts';
import { campaignBuyers, campaignRowsOf } from '../fixtures/campaigns.ts';
import { today } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { campaignWorldState, getMockSession } from '../state.ts';

// /campaigns over MSW: the demo organiser's campaigns from a per-session copy of the seed world,
// changed by the stand-in's own functions (selection, pause/resume all, the one balance transfer),
// so the answers are the BFF's over the stand-in. Devices: the seed logs no page views, so the
// list is empty; tests give one with `server.use(answer(api.campaigns.listCampaignDevices, ...))`.

const NOT_YOURS = 'We could not find that among your account’s records.';
const SELECT_MORE = 'Select more than one campaign to resume or pause them all.';
const LIST_CHANGED = 'Your campaigns changed since the page loaded. Refresh and try again.';

/** The session's world, or the BFF's answer to a guest or a customer. */
function organiserWorld(): StandinData | Response {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  return campaignWorldState();
}

const mine = (data: StandinData) => campaignsOf(data, DEMO_BUSINESS_ID);
const selectedCount = (data: StandinData) => mine(data).filter((c) => c.selected).length;

function ownRow(data: StandinData, campaignId: string): CampaignRow | Response {
  return campaignRowsOf(data).find((r) => r.id === campaignId) ?? problem(404, 'Not found', NOT_YOURS);
}

const refused = (detail: string) => problem(422, 'Not allowed', detail);

function targetsOf(data: StandinData, campaignId: string, search = '') {
  const source = data.campaigns.find((c) => String(c.id) === campaignId);
  const needle = search.trim().toLowerCase();
  return data.events
    .filter((e) => source && isTransferTarget(e, source, today()) && e.name.toLowerCase().includes(needle))
    .sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id)
    .map((e) => ({
      eventId: String(e.id),
      name: e.name,
      day: e.day,
      startTime: e.startTime,
      thumbnailUrl: null,
    }));
}

export const campaigns = {
  listCampaigns: answer(api.campaigns.listCampaigns, () => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    return { campaigns: campaignRowsOf(data), selectedCount: selectedCount(data) };
  }),

  selectAllCampaigns: answer(api.campaigns.selectAllCampaigns, ({ body }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    for (const c of mine(data)) c.selected = body.selected;
    return { selectedCount: selectedCount(data) };
  }),

  selectCampaign: answer(api.campaigns.selectCampaign, ({ params, body }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const one = mine(data).find((c) => String(c.eventId) === params.eventId);
    if (!one) return problem(404, 'Not found', NOT_YOURS);
    one.selected = body.selected;
    return { selectedCount: selectedCount(data) };
  }),

  toggleSelectedCampaigns: answer(api.campaigns.toggleSelectedCampaigns, ({ body }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const events = mine(data)
      .filter((c) => c.selected)
      .map((c) => data.events.find((e) => e.id === c.eventId))
      .filter((e) => e !== undefined);
    if (events.length < 2) return refused(SELECT_MORE);
    const resume = events.some((e) => e.campaignStatus !== 'running');
    if ((resume ? 'resume' : 'pause') !== body.action) return problem(409, 'Conflict', LIST_CHANGED);
    const at = saDateTime(new Date());
    for (const e of events) {
      const canRun = e.budgetCents > 0 && !e.deletedAt && e.state !== 'cancelled' && e.finishDay >= today();
      if (!resume || canRun) setCampaignRunning(e, resume, at);
    }
    return { message: null };
  }),

  listCampaignDevices: answer(api.campaigns.listCampaignDevices, () => {
    const data = organiserWorld();
    return data instanceof Response ? data : [];
  }),

  listCampaignBuyers: answer(api.campaigns.listCampaignBuyers, ({ params }) => {
    const data = organiserWorld();
    return data instanceof Response ? data : campaignBuyers(params.eventId, data);
  }),

  markForTransfer: answer(api.campaigns.markForTransfer, ({ params }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const row = ownRow(data, params.campaignId);
    if (row instanceof Response) return row;
    const moved = data.campaigns.find((c) => String(c.id) === row.id)?.transferredCents ?? null;
    if (row.transferred) return refused(B.alreadyTransferred((moved ?? 0) / 100));
    if (row.balanceCents === null) return refused(B.balanceUnknown);
    if (row.balanceCents <= 0) return refused(B.balanceZero);
    const record = data.campaigns.find((c) => String(c.id) === row.id);
    if (record) record.markedTransfer = true;
    return { message: null };
  }),

  listTransferTargets: answer(api.campaigns.listTransferTargets, ({ params, query }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const row = ownRow(data, params.campaignId);
    return row instanceof Response ? row : targetsOf(data, row.id, query.search);
  }),

  transferBalance: answer(api.campaigns.transferBalance, ({ params, body }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const row = ownRow(data, params.campaignId);
    if (row instanceof Response) return row;
    const movedBefore = data.campaigns.find((c) => String(c.id) === row.id)?.transferredCents ?? null;
    const check = makeBalanceTransferSchema(transferSourceOf(row, movedBefore)).safeParse(body);
    if (!check.success) return refused(check.error.issues[0]?.message ?? B.failed);
    if (!targetsOf(data, row.id).some((t) => t.eventId === body.targetEventId))
      return refused(B.targetRequired);
    const from = data.events.find((e) => String(e.id) === row.eventId);
    const to = data.events.find((e) => String(e.id) === body.targetEventId);
    const moved = from && to ? transferBalance(data, from, to) : 0;
    if (moved <= 0) return refused(B.failed);
    return { transferredCents: moved, message: CAMPAIGN_LIST_TEXT.transferred(moved) };
  }),
};

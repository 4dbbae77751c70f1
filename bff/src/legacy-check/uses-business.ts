import {
  availablePayoutCents,
  integer,
  legacy,
  normaliseContestantDetails,
  normaliseDownloadableCount,
  normaliseEventList,
  normaliseMarketingMessage,
  normalisePrepareSummary,
  normalisePrintedTickets,
  normaliseSalesTotals,
  type SalesFigures,
  text,
} from '@tix/contract';
import { selectedCountOf } from '../domain/campaigns.ts';
import { chargeableCents } from '../domain/marketing.ts';
import { payoutSummaryOf } from '../domain/organiser-money.ts';
import { idless, plural, type Use, use } from './use.ts';

// The organiser's reads of money, campaigns, printing, analytics, models and marketing: each
// through the BFF's own decision on it (bff/src/domain), said without values. A figure the
// product shows as "Not available" is said unknown, never 0.

/** Every figure of the analytics answers, leaf by leaf: how many the answer gave. */
function figuresKnown(figures: SalesFigures): { known: number; all: number } {
  const leaves = Object.values(figures).flatMap((v) =>
    v !== null && typeof v === 'object' ? Object.values(v) : [v],
  );
  return { known: leaves.filter((v) => v !== null).length, all: leaves.length };
}

const totals = (op: typeof legacy.GETTOTALSALES | typeof legacy.GETTOTALSOLD | typeof legacy.FINANCIALS) =>
  use(op, (raw) => {
    const { known, all } = figuresKnown(normaliseSalesTotals(raw));
    // /analytics takes each figure from the first of the six answers that gives it.
    return {
      decisions: [
        known === 0 ? 'no figure: each from another answer or unknown' : `${known} of ${all} figures`,
      ],
    };
  });

export const BUSINESS_USES: readonly Use[] = [
  // The organiser's event list (part 2 §7): the same rows as MYEVENTS, under `events`.
  use(legacy.EVENT_LIST, (raw) => {
    const events = normaliseEventList(raw);
    return idless(events, (e) => e.id, 'event') ?? { decisions: [plural(events.length, 'event')] };
  }),
  // /campaigns: without a count, the count is left out (a missing-part note), never counted as 0.
  use(legacy.GETSELECTCAMPAIGNS, (raw) => {
    const n = selectedCountOf(raw);
    return {
      decisions: [
        n === null
          ? 'selected count unknown: left out of /campaigns'
          : plural(n, 'campaign selected', 'campaigns selected'),
      ],
    };
  }),
  // Select all (bff/src/routes/campaigns.ts): val 1 means every campaign is ticked.
  use(legacy.ALLSELECTCAMPAIGNS, (raw) => ({
    decisions: [String(raw.val) === '1' ? 'all selected' : 'not all selected'],
  })),
  // A balance transfer stops on this check's refusal (bff/src/domain/campaigns.ts).
  use(legacy.UPDATETRANSFERCHECK, (_raw, ctx) => ({
    decisions: [ctx.refused ? "transfer refused: the service's words shown" : 'transfer not refused'],
  })),
  // /downloadtickets' print summary (part 2 §3 Prepare summary).
  use(legacy.PREPAREDOWNLOADS, (raw) => {
    const summary = Object.values(normalisePrepareSummary(raw));
    const unknown = summary.filter((v) => v === null).length;
    return { decisions: [unknown ? `${unknown} of ${summary.length} figures unknown` : 'summary known'] };
  }),
  // How many prepared tickets may be downloaded: 0 downloads nothing (bff/src/domain/printing.ts).
  use(legacy.TICKETSTATUS, (raw) => ({
    decisions: [plural(normaliseDownloadableCount(raw), 'ticket ready', 'tickets ready')],
  })),
  use(legacy.TICKETREADYTODOWNLOAD, (raw) => {
    const tickets = normalisePrintedTickets(raw, '');
    const noQr = tickets.filter((t) => t.qrPayload === null).length;
    if (noQr) return { decisions: [], unusable: `${plural(noQr, 'ticket')} without a QR payload to print` };
    return { decisions: [plural(tickets.length, 'ticket to print', 'tickets to print')] };
  }),
  totals(legacy.GETTOTALSALES),
  totals(legacy.GETTOTALSOLD),
  totals(legacy.FINANCIALS),
  // /payout: a failed summary shows its message; otherwise the payout available by the domain's rule.
  use(legacy.PAYOUTSUMMARY, (raw) => {
    const { summary, message } = payoutSummaryOf(raw);
    if (summary === null) return { decisions: ['no summary: the message shown'] };
    return {
      decisions: [
        summary.salesCount === 0
          ? `no sales${message ? ': the message shown' : ''}`
          : plural(summary.salesCount, 'sale'),
        availablePayoutCents(summary.netPayoutCents, summary.payoutsRequestedCents) > 0
          ? 'payout available'
          : 'nothing to pay out',
        `status ${summary.status}`,
        summary.eventEndDay === null ? 'end day unknown: no sales phase' : 'sales phase known',
      ],
    };
  }),
  // /modelprofile: no name is no model (not found); an unknown vote count shows "Not available".
  use(legacy.MODELDETAILS, (raw, ctx) => {
    const model = normaliseContestantDetails(raw, ctx.ids.modelid ?? '');
    if (model === null) {
      // `val` 0 is the service's "no such model"; a model without a name reads the same to the
      // product, though MODELS listed it: its page says it does not exist.
      if (legacy.isNothing(raw) || (text(raw.val) !== null && integer(raw.val) === 0))
        return { decisions: ['not found'] };
      return { decisions: [], unusable: 'no model name (model or model_name): the page says not found' };
    }
    return {
      decisions: [
        'found',
        model.votes === null ? 'votes unknown' : 'votes known',
        // The ownership check (domain/models.ts ownModelDetails) reads the owner from the answer,
        // else looks for the model among the organiser's events' models (MODELS).
        text(raw.businessid) === null || text(raw.eventid) === null
          ? 'owner unknown: found among the organiser’s events’ models'
          : 'owner known',
      ],
    };
  }),
  // /smscampaign: the message, and whether its payment can start (the cost, or from recipients).
  use(legacy.GET_TEXT_MESSAGES, (raw, ctx) => {
    if (legacy.isNothing(raw) || text(raw.text) === null) return { decisions: ['not found'] };
    const message = normaliseMarketingMessage(raw, ctx.ids.textid ?? '');
    const cost = chargeableCents(message);
    return {
      decisions: [
        'found',
        message.type,
        // Without them the BFF uses what it sent when the organiser saved the message, remembered
        // by account (bff/src/http/remembered.ts rememberMessage); for anyone else, or once
        // forgotten, the message is not found and no payment starts.
        cost === null ? 'cost unknown: paid only by the organiser the BFF saw save it' : 'cost known',
        text(raw.businessid) === null
          ? 'owner unknown: opens only for the organiser the BFF saw save it'
          : 'owner known',
      ],
    };
  }),
];

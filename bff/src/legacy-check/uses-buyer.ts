import {
  integer,
  legacy,
  normaliseCustomerTickets,
  normaliseOrganiserRefundSettings,
  normalisePayeeBank,
  normaliseTransactionSummary,
  normaliseTransactions,
  text,
} from '@tix/contract';
import { idless, plural, type Use, use } from './use.ts';

// The customer's reads beyond the lists (likes, the session check, the header, the bank-transfer
// page, a ticket and its QR, an event's transactions) and the refund rules every refund screen
// reads: each through the BFF's own reading of it (bff/src/routes, bff/src/domain).

const AMOUNTS = [
  'completedAmount',
  'pendingAmount',
  'cancelledAmount',
  'abandonedTransact',
  'refundedAmt',
] as const;

export const BUYER_USES: readonly Use[] = [
  // /event/:id/tickets: the count shown (bff/src/routes/browse.ts), never below 0.
  use(legacy.GETNUMBEROFLIKES, (raw) => ({
    decisions: [plural(Math.max(0, integer(raw.likes)), 'like')],
  })),
  // The session check (bff/src/routes/session.ts): 'guest' ends the BFF's session.
  use(legacy.ACCOUNTTYPE, (raw) => ({
    decisions: [text(raw.account_type) === 'guest' ? 'session ended (guest)' : 'session kept'],
  })),
  // The header's name after a profile edit (bff/src/routes/account/profile.ts).
  use(legacy.ACCOUNT_DETAILS, (raw) => ({
    decisions: [raw.accountName.trim() ? 'header name from the service' : 'no name: the typed name is kept'],
  })),
  // /eft: the organiser's bank the buyer pays into (bff/src/routes/checkout.ts).
  use(legacy.PAYMENT_METHOD, (raw) => {
    const bank = normalisePayeeBank(raw);
    if (bank === null)
      return { decisions: ['no payee bank: the transfer page shows no account to pay into'] };
    return {
      decisions: [
        bank.accountNumber && bank.bankName
          ? 'payee bank shown'
          : 'payee bank incomplete: no bank name or account number to pay into',
      ],
    };
  }),
  // /previewtickets and every ticket page: a ticket is found by its key (ticketnumber, ticket_id) in these rows
  // (bff/src/domain/tickets.ts ownTicketRow).
  use(legacy.PREVIEWTICKETS, (raw) => {
    const tickets = normaliseCustomerTickets(raw);
    const unnumbered = tickets.filter((t) => t.number === '').length;
    const decisions = [plural(tickets.length, 'ticket')];
    if (unnumbered)
      decisions.push(`${plural(unnumbered, 'ticket')} without a ticketnumber: named by ticket_id alone`);
    return idless(tickets, (t) => t.id, 'ticket') ?? { decisions };
  }),
  // /zoom: without a payload the page says "This QR code is invalid" (bff/src/routes/tickets.ts).
  use(legacy.ZOOM_IN_TICKET, (raw) => ({
    decisions: [
      !legacy.isNothing(raw) && text(raw.qr_payload) !== null
        ? 'QR code shown'
        : 'no QR payload: "This QR code is invalid"',
    ],
  })),
  // /transactions-view's totals (bff/src/routes/tickets.ts eventTransactions).
  use(legacy.TRANSACTION_AMOUNTS, (raw) => {
    const shown = Object.keys(normaliseTransactionSummary(raw)).length;
    // The summary reads an amount not sent as R0.00: say how many were.
    const unsent = AMOUNTS.filter((name) => text(raw[name]) === null).length;
    return {
      decisions: [
        unsent ? `${shown} totals shown, ${unsent} not sent and shown as R0.00` : `${shown} totals shown`,
      ],
    };
  }),
  // /transactions-view's rows; the ownership check finds a transaction by its id in them.
  use(legacy.TRANSACTIONS_LIST, (raw) => {
    const list = normaliseTransactions(raw.transactions);
    return idless(list, (t) => t.id, 'transaction') ?? { decisions: [plural(list.length, 'transaction')] };
  }),
  // The organiser's refund tiers: checkout, /ticket-refund and /view-refund-request state the
  // policy from them (bff/src/domain/refund-terms.ts); none set is the platform's policy.
  use(legacy.GET_REFUND_RULES, (raw) => {
    const settings = normaliseOrganiserRefundSettings(raw);
    return {
      decisions: [
        settings.rules === null ? "no refund tiers: the platform's policy applies" : 'refund tiers set',
        settings.policyLocked ? 'policy locked' : 'policy open',
        settings.maxAttempts === null ? 'attempt limit: the default' : 'attempt limit set',
      ],
    };
  }),
];

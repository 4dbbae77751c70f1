import { legacy, type OwnedObject, rows, text } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { findRecruit } from '../domain/affiliates.ts';
import { ownCampaignRow } from '../domain/campaigns.ts';
import { ownModelDetails } from '../domain/models.ts';
import { organiserEventRows } from '../domain/organiser-event-list.ts';
import { eventToSell, ownPromoter } from '../domain/promoters.ts';
import { ownTicketRow } from '../domain/tickets.ts';
import { orNull } from '../legacy/not-found.ts';
import { forbidden, notFound } from '../lib/problem.ts';
import { savedMessage, startedPurchases } from './remembered.ts';
import type { SessionUser } from './session-user.ts';

// One check per kind of owned object the contract names (OWNED_OBJECTS): a kind added there
// without a check here fails the type check. Each runs before the handler, so no legacy call that
// reads private data or changes state is made for someone else's object. Reads are memoised per
// request, so a handler that needs the same row again does not call the legacy twice.

export const NOT_YOURS = 'We could not find that among your account’s records.';

const field = (source: unknown, name: string): string => {
  const value =
    typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

async function ownTransactionIds(req: FastifyRequest): Promise<{ id: string; eventId: string }[]> {
  const list = rows(await req.legacy(legacy.TRANSACTIONS_GETTRANSACTIONS));
  return list.map((row) => ({ id: text(row.transaction_id) ?? '', eventId: text(row.event_id) ?? '' }));
}

/**
 * The payment ids on the customer's tickets: the spec links a purchase to its tickets by the
 * m_payment_id each customer ticket carries (spec part 1, section 3), not by a transaction id.
 */
async function ownTicketPaymentIds(req: FastifyRequest): Promise<string[]> {
  const list = rows(await req.legacy(legacy.CUSTOMERTICKETS_GETTICKETS));
  return list.map((row) => text(row.m_payment_id) ?? '').filter(Boolean);
}

/** The transaction ids of one of the organiser's events (TRANSACTIONS-LIST). */
async function eventTransactionIds(req: FastifyRequest, eventId: string): Promise<string[]> {
  const answer = await req.legacy(legacy.TRANSACTIONS_LIST, { event_id: eventId });
  return rows(answer.transactions ?? []).map((row) => text(row.transaction_id) ?? '');
}

/** The organiser's own events, read as the organiser's event list reads them (a new one included). */
async function organiserEventIds(req: FastifyRequest): Promise<string[]> {
  const events = rows(await organiserEventRows(req));
  return events.map((e) => text(e.eventid) ?? '').filter(Boolean);
}

async function organiserOwnsEvent(req: FastifyRequest, user: SessionUser, eventId: string): Promise<void> {
  // An unknown event reads as someone else's: one answer, whether it exists or not.
  const detail = await orNull(req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }));
  if (detail === null || String(detail.businessId) !== user.accountId) throw notFound(NOT_YOURS);
}

type Check = (req: FastifyRequest, user: SessionUser) => Promise<void>;

const customerOnly = (user: SessionUser) => {
  if (user.accountType !== 'customer') throw forbidden();
};

export const OWNERSHIP_CHECKS: { readonly [K in OwnedObject]: Check } = {
  'customer-ticket': async (req, user) => {
    customerOnly(user);
    await ownTicketRow(req, field(req.params, 'eventId'), field(req.params, 'ticketId'));
  },

  'customer-purchase': async (req, user) => {
    customerOnly(user);
    const ticketNumber = field(req.body, 'ticket_number');
    const eventId = field(req.body, 'event_id');
    const started = await startedPurchases(req);
    if (!started.some((p) => p.ticketNumber === ticketNumber && p.eventId === eventId))
      throw notFound(NOT_YOURS);
  },

  'customer-payment': async (req, user) => {
    customerOnly(user);
    const paymentId = field(req.params, 'paymentId') || field(req.body, 'paymentId');
    if (!paymentId) throw notFound(NOT_YOURS);
    if ((await startedPurchases(req)).some((p) => p.paymentId === paymentId)) return;
    // A payment the BFF no longer remembers (older, or started elsewhere): a ticket of theirs
    // names it, else (the stand-in's reading, before the tickets are issued) a transaction of
    // theirs has that id.
    if ((await ownTicketPaymentIds(req)).includes(paymentId)) return;
    if (!(await ownTransactionIds(req)).some((t) => t.id === paymentId)) throw notFound(NOT_YOURS);
  },

  'event-sales': async (req, user) => {
    const eventId = field(req.params, 'eventId');
    if (user.accountType === 'business') return organiserOwnsEvent(req, user, eventId);
    customerOnly(user);
    if (!(await ownTransactionIds(req)).some((t) => t.eventId === eventId)) throw notFound(NOT_YOURS);
  },

  'organiser-event': async (req, user) => {
    if (user.accountType !== 'business') throw forbidden();
    await organiserOwnsEvent(req, user, field(req.params, 'eventId'));
  },

  'organiser-campaign': async (req, user) => {
    if (user.accountType !== 'business') throw forbidden();
    const row = await ownCampaignRow(req, field(req.params, 'campaignId'));
    await organiserOwnsEvent(req, user, row.eventId ?? '');
  },

  'organiser-refund-request': async (req, user) => {
    if (user.accountType !== 'business') throw forbidden();
    const eventId = field(req.params, 'eventId');
    await organiserOwnsEvent(req, user, eventId);
    // The legacy answers 'failed' when the event has no requests: none of them is this one.
    const answer = await req.legacy(legacy.GET_REFUND_REQUESTS, { event_id: eventId }).catch(() => []);
    const requestId = field(req.params, 'requestId');
    const listed = Array.isArray(answer) ? answer : [];
    if (!listed.some((row) => text(row.id) === requestId)) throw notFound(NOT_YOURS);
  },
  'organiser-model': async (req, user) => {
    if (user.accountType !== 'business') throw forbidden();
    const model = await orNull(ownModelDetails(req, field(req.params, 'modelId'), user.accountId));
    if (model === null) throw notFound(NOT_YOURS);
    // The model's event must still be the organiser's own.
    await organiserOwnsEvent(req, user, model.eventId ?? '');
  },

  transaction: async (req, user) => {
    const id = field(req.params, 'transactionId');
    if (user.accountType === 'business') {
      // An organiser's transactions are those of its events: the one named, else any of them.
      const named = field(req.query, 'eventId');
      if (named) await organiserOwnsEvent(req, user, named);
      const eventIds = named ? [named] : await organiserEventIds(req);
      for (const eventId of eventIds) if ((await eventTransactionIds(req, eventId)).includes(id)) return;
      throw notFound(NOT_YOURS);
    }
    customerOnly(user);
    if (!(await ownTransactionIds(req)).some((t) => t.id === id)) throw notFound(NOT_YOURS);
  },

  'marketing-message': async (req, user) => {
    if (user.accountType !== 'business') throw forbidden();
    const textid = field(req.params, 'textId');
    const record = await req.legacy(legacy.GET_TEXT_MESSAGES, { textid });
    if (text(record.text) === null) throw notFound(NOT_YOURS);
    const owner = text(record.businessid);
    // A record that names no organiser (the spec's answer) is the organiser's own only if the BFF
    // remembers this organiser saving it (in any login).
    const own = owner === null ? (await savedMessage(req, textid)) !== null : owner === user.accountId;
    if (!own) throw notFound(NOT_YOURS);
  },
  recruit: async (req, user) => {
    if (user.accountType !== 'partner') throw forbidden();
    if (!(await findRecruit(req, field(req.params, 'recruitId')))) throw notFound(NOT_YOURS);
  },
  'organiser-promoter': async (req, user) => {
    if (user.accountType !== 'business') throw forbidden();
    await ownPromoter(req, field(req.params, 'promoterId'));
  },

  'booster-event': async (req, user) => {
    if (user.accountType !== 'booster') throw forbidden();
    await eventToSell(req, field(req.params, 'eventId'));
  },
};

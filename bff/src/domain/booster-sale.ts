import {
  BOOSTER_MESSAGES,
  type BoosterSale,
  boosterSellBlock,
  boosterSellBlockMessage,
  centsToLegacyRand,
  integer,
  legacy,
  makeSellSchema,
  normaliseBoosterBalance,
  SELL_MESSAGES,
  type sellSchema,
  text,
} from '@tix/contract';
import type { z } from 'zod';
import { HttpProblem, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import type { SessionUser } from '../plugins/session.ts';
import { liveStock, ticketForStock, unitPriceCents } from './checkout/order.ts';
import { eventToSell } from './promoters.ts';

// A sale at the door: whatever the form said, the BFF rechecks the event (the booster's
// organiser's, running, not passed), the stock, the booster's activation and credit, and prices the
// sale from the legacy's ticket types before PROCESSTICKET records it.

type SellForm = z.output<typeof sellSchema>;

const refused = (detail: string) => new HttpProblem(problem(422, 'Not sold', detail));
const invalid = (detail: string) => new HttpProblem(problem(400, 'Invalid request', detail));

export async function sellTickets(
  port: LegacyPort,
  user: SessionUser,
  eventId: string,
  ticketId: string,
  form: SellForm,
): Promise<BoosterSale> {
  const { state } = await eventToSell(port, eventId);
  if (state === 'passed') throw refused(BOOSTER_MESSAGES.eventPassed);
  if (state === 'inactive') throw refused(BOOSTER_MESSAGES.eventNotActive);

  const ticket = await ticketForStock(port, eventId, ticketId);
  const stock = await liveStock(port, eventId, ticket);
  const checked = makeSellSchema(stock).safeParse(form);
  if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? SELL_MESSAGES.allFieldsRequired);

  const balance = normaliseBoosterBalance(await port.legacy(legacy.REALTIMEBALANCE));
  const block = boosterSellBlock({ activation: user.activation ?? 0, balanceCents: balance.balanceCents });
  const blocked = boosterSellBlockMessage(block);
  if (blocked) throw refused(blocked);

  const { group, quantity } = checked.data;
  const totalCents = unitPriceCents(ticket, group) * quantity;

  const answer = await port.legacy(legacy.PROCESSTICKET, {
    ticketid: ticket.id,
    eventid: eventId,
    category: ticket.tier,
    price: centsToLegacyRand(ticket.adultPriceCents),
    kids_price: centsToLegacyRand(ticket.kidsPriceCents ?? 0),
    total: centsToLegacyRand(totalCents),
    phone: checked.data.phone,
    email: checked.data.email,
    fullname: checked.data.fullName,
    admission: quantity,
    group,
  });
  if (typeof answer === 'string') throw refused(answer || SELL_MESSAGES.alreadyExists);
  if (integer(answer.val) !== 1) throw refused(text(answer.message) ?? SELL_MESSAGES.alreadyExists);
  return {
    message: SELL_MESSAGES.success,
    ticketNumber: text(answer.ticketnumber) ?? null,
    totalCents,
    // The spec lets a booster sell while it holds R30 or more; a sale may use up the rest.
    balanceCents: Math.max(0, balance.balanceCents - totalCents),
  };
}

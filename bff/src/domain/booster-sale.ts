import {
  BOOSTER_MESSAGES,
  type BoosterSale,
  boosterSaleBlock,
  boosterSaleBlockMessage,
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
import type { SessionUser } from '../http/session-user.ts';
import { HttpProblem, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { liveStock, ticketForStock, unitPriceCents } from './checkout/order.ts';
import { eventToSell } from './promoters.ts';

// A sale at the door: whatever the form said, the BFF rechecks the event (the booster's
// organiser's, running, not passed), the stock, prices the sale from the legacy's ticket types, and
// checks the booster's activation and that the total fits its balance before PROCESSTICKET records it.

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

  const { group, quantity } = checked.data;
  const totalCents = unitPriceCents(ticket, group) * quantity;
  const balance = normaliseBoosterBalance(await port.legacy(legacy.REALTIMEBALANCE));
  const account = { activation: user.activation ?? 0, balanceCents: balance.balanceCents };
  const blocked = boosterSaleBlockMessage(
    boosterSaleBlock(account, totalCents),
    totalCents,
    balance.balanceCents,
  );
  if (blocked) throw refused(blocked);

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
    // boosterSaleBlock refused any total above the balance, so this is never below zero.
    balanceCents: balance.balanceCents - totalCents,
  };
}

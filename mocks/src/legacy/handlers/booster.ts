import { BOOSTER_ACTIVE, boosterSaleBlock, boosterSaleBlockMessage } from '@tix/contract/domain/promoters';
import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { saDateTime } from '../clock.ts';
import { findPromoter, newTicketNumber, promoterBalanceCents } from '../model-promoters.ts';
import { payPurchase } from '../sales/issue.ts';
import { findEvent, findTicketType, recordPurchase, stockOf, unitPrice } from '../sales/purchases.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { byDate, eventRow, idParam, listOrVal } from './rows.ts';

// The promoter's (booster's) side: its balance, its organiser's events, and a sale at the door,
// which is recorded for the organiser, issues QR tickets, emails the buyer and comes out of the
// promoter's credit.

const refused = (message: string) => ({ val: 0, message });

export const boosterHandlers: readonly RegisteredHandler[] = [
  handle(legacy.REALTIMEBALANCE, ({ boosterid }, { data }) => {
    const promoter = findPromoter(data, boosterid);
    if (!promoter) return { balance: '0.00', amount: '0.00' };
    return {
      balance: centsToLegacyRand(promoterBalanceCents(data, promoter)),
      amount: centsToLegacyRand(promoter.creditCents),
    };
  }),

  handle(legacy.GETEVENTSTOSELL, ({ businessid }, { data }) => {
    const businessId = idParam(businessid);
    const events = data.events
      .filter((e) => e.businessId === businessId && e.state !== 'cancelled' && !e.deletedAt)
      .sort(byDate);
    return listOrVal(events.map((e) => eventRow(e, data)));
  }),

  handle(legacy.PROCESSTICKET, (p, ctx) => {
    const { data } = ctx;
    const promoter = findPromoter(data, p.boosterid);
    if (!promoter || promoter.businessId !== idParam(p.businessid)) return refused('Incorrect login details');
    const event = findEvent(data, p.eventid);
    const ticket = findTicketType(data, p.ticketid);
    if (!event || event.businessId !== promoter.businessId || !ticket || ticket.eventId !== event.id)
      return refused('This event is currently not active');
    const quantity = Number(p.admission);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 15)
      return refused("You've reached the minimum");
    if (stockOf(ticket, p.group) < quantity) return refused(`Tickets for ${p.group} are sold out`);
    // Priced here, whatever `total` said; the one sale rule refuses a total above the balance.
    const totalCents = unitPrice(ticket, p.group) * quantity;
    const balanceCents = promoterBalanceCents(data, promoter);
    const account = { activation: promoter.active ? BOOSTER_ACTIVE : 0, balanceCents };
    const blocked = boosterSaleBlockMessage(boosterSaleBlock(account, totalCents), totalCents, balanceCents);
    if (blocked) return refused(blocked);
    const [firstName = '', ...rest] = p.fullname.trim().split(/\s+/);
    const purchase = recordPurchase(data, {
      ticketNumber: newTicketNumber(data),
      customerId: null,
      event,
      ticket,
      group: p.group,
      quantity,
      amountCents: totalCents,
      method: 'booster',
      buyer: { firstName, lastName: rest.join(' '), email: p.email.trim(), phone: p.phone.trim() },
      createdAt: saDateTime(ctx.now()),
    });
    purchase.boosterId = promoter.id;
    const paid = payPurchase(data, ctx.outbox, purchase, ctx.now());
    if (!paid.ok) return refused(paid.message);
    return { val: 1, message: 'Successful!', ticketnumber: purchase.ticketNumber };
  }),
];

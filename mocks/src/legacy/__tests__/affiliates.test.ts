import { serviceFeeCents } from '@tix/contract/domain/organiser-costs';
import { describe, expect, it } from 'vitest';
import { saDay } from '../clock.ts';
import { commissionOnSaleCents, partnerMoney } from '../model-affiliates.ts';
import { Outbox } from '../outbox.ts';
import { payPurchase } from '../sales/issue.ts';
import { createWorld } from '../seed/world.ts';

// The commission comes out of the platform's service fee: a recruited organiser's sale leaves the
// event's balance exactly as any other sale does, and the partner's credit is 30% of that fee.

const world = () => createWorld(new Date(), { hash: () => '', sign: () => 'payload.signature' });

describe('the affiliate commission on a sale', () => {
  it('is 30% of the service fee and takes nothing more from the organiser', () => {
    const data = world();
    const event = data.events.find((e) => e.businessId === 202 && e.balanceCents > 1000);
    const ticket = data.ticketTypes.find((t) => t.eventId === event?.id && t.adultsAvailable > 0);
    const model = data.purchases[0];
    if (!event || !ticket || !model) throw new Error('the seed lacks a recruited organiser’s event');
    const balance = event.balanceCents;
    const before = partnerMoney(data, 301, saDay(new Date())).totalCents;
    const purchase = {
      ...model,
      id: 99_500,
      paymentId: 'AFF-UNIT-1',
      eventId: event.id,
      businessId: 202,
      ticketTypeId: ticket.id,
      group: 'adults' as const,
      quantity: 1,
      unitPriceCents: 40_000,
      totalCents: 40_000,
      status: 'pending' as const,
      paidAt: null,
    };
    data.purchases.push(purchase);
    expect(payPurchase(data, new Outbox(() => new Date()), purchase, new Date()).ok).toBe(true);
    // R400: the platform's fee is R14.00; the partner gets R4.20 of it; the organiser pays the fee only.
    expect(serviceFeeCents(40_000)).toBe(1400);
    expect(commissionOnSaleCents(40_000)).toBe(420);
    expect(event.balanceCents).toBe(balance - 1400);
    expect(partnerMoney(data, 301, saDay(new Date())).totalCents).toBe(before + 420);
    // Paying the same purchase again credits nothing more.
    payPurchase(data, new Outbox(() => new Date()), purchase, new Date());
    expect(partnerMoney(data, 301, saDay(new Date())).totalCents).toBe(before + 420);
  });
});

import { api } from '@tix/contract/api/index';
import {
  BOOSTER_ACTIVE,
  boosterEventState,
  boosterSaleBlock,
  boosterSaleBlockMessage,
  boosterSellBlock,
} from '@tix/contract/domain/promoters';
import { BOOSTER_LOGIN_MESSAGES, makeSellSchema, SELL_MESSAGES } from '@tix/contract/forms/booster';
import { PROMOTER_MESSAGES } from '@tix/contract/forms/promoters';
import { publicMerchant } from '@tix/contract/model/promoter';
import { normaliseEvents, normaliseTicketType } from '@tix/contract/normalise/browse';
import { normaliseMerchants, normalisePromoter } from '@tix/contract/normalise/promoters';
import { saDateTime } from '../../legacy/clock.ts';
import { eventRow, ticketRow } from '../../legacy/handlers/rows.ts';
import type { StandinData } from '../../legacy/model.ts';
import {
  findPromoter,
  newTicketNumber,
  promoterBalanceCents,
  promoterRow,
} from '../../legacy/model-promoters.ts';
import { Outbox } from '../../legacy/outbox.ts';
import { payPurchase } from '../../legacy/sales/issue.ts';
import { recordPurchase, unitPrice } from '../../legacy/sales/purchases.ts';
import { DEMO_BUSINESS_ID } from '../../legacy/seed/people.ts';
import { DEMO_PASSWORD } from '../fixtures/accounts.ts';
import { today } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { campaignWorldState, getMockSession, setMockSession } from '../state.ts';

// Promoters over MSW: the organiser's list and form, and the booster's side, from the per-session
// copy of the seed world the campaign list uses (so a sale shows in the organiser's figures).

const NOT_YOURS = 'We could not find that among your account’s records.';
const forbidden = () =>
  problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
const guest = () => problem(401, 'Not logged in', 'Please log in to continue.');
const refused = (detail: string) => problem(422, 'Not allowed', detail);

function worldAs(type: 'business' | 'booster'): StandinData | Response {
  const session = getMockSession();
  if (!session.loggedIn) return guest();
  return session.accountType === type ? campaignWorldState() : forbidden();
}
const mine = (data: StandinData) => data.promoters.filter((p) => p.businessId === DEMO_BUSINESS_ID);
const view = (data: StandinData, id: string) => {
  const found = mine(data).find((p) => String(p.id) === id);
  return found ? normalisePromoter(promoterRow(data, found)) : problem(404, 'Not found', NOT_YOURS);
};
// The public list: id and name only, as the BFF answers it.
const merchants = (data: StandinData) =>
  normaliseMerchants(data.businesses.map((b) => ({ id: b.id, business_name: b.name }))).map(publicMerchant);

const boosterOf = (data: StandinData) => {
  const session = getMockSession();
  return session.loggedIn ? findPromoter(data, session.accountId) : undefined;
};
const eventsOf = (data: StandinData) =>
  normaliseEvents(
    data.events
      .filter((e) => e.businessId === DEMO_BUSINESS_ID && e.state !== 'cancelled')
      .map((e) => eventRow(e, data)),
  ).flatMap((event) => {
    const state = boosterEventState(event, today());
    return state ? [{ event, state }] : [];
  });

export const promoters = {
  listPromoters: answer(api.promoters.listPromoters, ({ query }) => {
    const data = worldAs('business');
    if (data instanceof Response) return data;
    const search = (query.search ?? '').toLowerCase();
    return mine(data)
      .filter((p) => `${p.firstName} ${p.lastName} ${p.email} ${p.phone}`.toLowerCase().includes(search))
      .map((p) => normalisePromoter(promoterRow(data, p)));
  }),
  getPromoter: answer(api.promoters.getPromoter, ({ params }) => {
    const data = worldAs('business');
    return data instanceof Response ? data : view(data, params.promoterId);
  }),
  addPromoter: answer(api.promoters.addPromoter, ({ body }) => {
    const data = worldAs('business');
    if (data instanceof Response) return data;
    if (data.promoters.some((p) => p.email === body.email || p.phone === body.phone))
      return refused(PROMOTER_MESSAGES.alreadyExists);
    const base = mine(data)[0];
    if (!base) return refused('No promoter to copy');
    data.promoters.push({
      ...base,
      id: Math.max(...data.promoters.map((p) => p.id)) + 1,
      firstName: body.firstName,
      lastName: body.surname,
      email: body.email,
      phone: body.phone,
      creditCents: Math.round((body.credit ?? 100) * 100),
      active: true,
    });
    return { message: 'Promoter added' };
  }),
  updatePromoter: answer(api.promoters.updatePromoter, ({ params, body }) => {
    const data = worldAs('business');
    if (data instanceof Response) return data;
    const found = mine(data).find((p) => String(p.id) === params.promoterId);
    if (!found) return problem(404, 'Not found', NOT_YOURS);
    if (data.promoters.some((p) => p !== found && (p.email === body.email || p.phone === body.phone)))
      return refused(PROMOTER_MESSAGES.alreadyExists);
    Object.assign(found, {
      firstName: body.firstName,
      lastName: body.surname,
      email: body.email,
      phone: body.phone,
      creditCents: Math.round((body.credit ?? 100) * 100),
    });
    return { message: PROMOTER_MESSAGES.updated };
  }),
  setPromoterActivation: answer(api.promoters.setPromoterActivation, ({ params, body }) => {
    const data = worldAs('business');
    if (data instanceof Response) return data;
    const found = mine(data).find((p) => String(p.id) === params.promoterId);
    if (!found) return problem(404, 'Not found', NOT_YOURS);
    found.active = body.active;
    return view(data, params.promoterId);
  }),
  deletePromoter: answer(api.promoters.deletePromoter, ({ params }) => {
    const data = worldAs('business');
    if (data instanceof Response) return data;
    const found = mine(data).find((p) => String(p.id) === params.promoterId);
    if (!found) return problem(404, 'Not found', NOT_YOURS);
    data.promoters = data.promoters.filter((p) => p !== found);
    return { message: 'Promoter deleted. Their login no longer works.' };
  }),
};

export const booster = {
  listMerchants: answer(api.booster.listMerchants, ({ query }) =>
    merchants(campaignWorldState()).filter((m) =>
      m.name.toLowerCase().includes((query.search ?? '').toLowerCase()),
    ),
  ),
  boosterLogin: answer(api.booster.boosterLogin, ({ body }) => {
    const data = campaignWorldState();
    const found = data.promoters.find(
      (p) =>
        String(p.businessId) === body.merchantId && p.email === body.email && body.password === DEMO_PASSWORD,
    );
    if (!found) return refused(BOOSTER_LOGIN_MESSAGES.incorrect);
    const session = {
      loggedIn: true as const,
      accountType: 'booster' as const,
      accountId: String(found.id),
      accountName: `${found.firstName} ${found.lastName}`,
    };
    setMockSession(session);
    return session;
  }),
  getBoosterAccount: answer(api.booster.getBoosterAccount, () => {
    const data = worldAs('booster');
    if (data instanceof Response) return data;
    const me = boosterOf(data);
    if (!me) return guest();
    const balanceCents = promoterBalanceCents(data, me);
    const activation = me.active ? 1 : 0;
    return {
      boosterId: String(me.id),
      name: `${me.firstName} ${me.lastName}`,
      email: me.email,
      phone: me.phone,
      activation,
      balanceCents,
      creditCents: me.creditCents,
      businessName: data.businesses.find((b) => b.id === me.businessId)?.name ?? '',
      sellBlock: boosterSellBlock({ activation, balanceCents }),
    };
  }),
  listEventsToSell: answer(api.booster.listEventsToSell, () => {
    const data = worldAs('booster');
    return data instanceof Response ? data : eventsOf(data);
  }),
  getEventToSell: answer(api.booster.getEventToSell, ({ params }) => {
    const data = worldAs('booster');
    if (data instanceof Response) return data;
    const found = eventsOf(data).find((e) => e.event.id === params.eventId);
    if (!found) return problem(404, 'Not found', NOT_YOURS);
    const tickets = data.ticketTypes
      .filter((t) => String(t.eventId) === params.eventId)
      .map((t) => normaliseTicketType(ticketRow(t)));
    return { ...found, tickets };
  }),
  checkTicketStock: answer(api.booster.checkTicketStock, ({ params }) => {
    const data = worldAs('booster');
    if (data instanceof Response) return data;
    const t = data.ticketTypes.find(
      (row) => String(row.id) === params.ticketId && String(row.eventId) === params.eventId,
    );
    if (!t) return problem(404, 'Not found', NOT_YOURS);
    return {
      category: t.tier === 'general' ? 'General' : t.tier.toUpperCase(),
      adults: t.adultsAvailable,
      kids: t.kidsAvailable,
    };
  }),
  sellTickets: answer(api.booster.sellTickets, ({ params, body }) => {
    const data = worldAs('booster');
    if (data instanceof Response) return data;
    const me = boosterOf(data);
    const t = data.ticketTypes.find(
      (row) => String(row.id) === params.ticketId && String(row.eventId) === params.eventId,
    );
    if (!me || !t) return problem(404, 'Not found', NOT_YOURS);
    const stock = { category: t.tier.toUpperCase(), adults: t.adultsAvailable, kids: t.kidsAvailable };
    const checked = makeSellSchema(stock).safeParse(body);
    if (!checked.success) return problem(400, 'Invalid request', checked.error.issues[0]?.message ?? '');
    const balanceCents = promoterBalanceCents(data, me);
    const { group, quantity } = checked.data;
    const totalCents = unitPrice(t, group) * quantity;
    const account = { activation: me.active ? BOOSTER_ACTIVE : 0, balanceCents };
    const blocked = boosterSaleBlockMessage(boosterSaleBlock(account, totalCents), totalCents, balanceCents);
    if (blocked) return refused(blocked);
    const event = data.events.find((e) => e.id === t.eventId);
    if (!event) return problem(404, 'Not found', NOT_YOURS);
    // Recorded and paid as the stand-in does (stock down, the promoter's sales up), so the balance,
    // the stock and the organiser's screens show the sale for the rest of the visit.
    const [firstName = '', ...rest] = body.fullName.trim().split(/\s+/);
    const purchase = recordPurchase(data, {
      ticketNumber: newTicketNumber(data),
      customerId: null,
      event,
      ticket: t,
      group,
      quantity,
      amountCents: totalCents,
      method: 'booster',
      buyer: { firstName, lastName: rest.join(' '), email: body.email.trim(), phone: body.phone.trim() },
      createdAt: saDateTime(new Date()),
    });
    purchase.boosterId = me.id;
    const paid = payPurchase(data, new Outbox(() => new Date()), purchase, new Date());
    if (!paid.ok) return refused(paid.message);
    return {
      message: SELL_MESSAGES.success,
      ticketNumber: purchase.ticketNumber,
      totalCents: purchase.totalCents,
      balanceCents: promoterBalanceCents(data, me),
    };
  }),
};

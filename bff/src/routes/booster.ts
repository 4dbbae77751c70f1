import {
  type api,
  BOOSTER_LOGIN_MESSAGES,
  boosterSellBlock,
  legacy,
  normaliseBoosterBalance,
  normaliseBoosterSession,
  normaliseMerchants,
  normaliseTicketType,
  publicMerchant,
  rows,
} from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sellTickets } from '../domain/booster-sale.ts';
import { recentStock, ticketForStock } from '../domain/checkout/order.ts';
import { eventsToSell, eventToSell } from '../domain/promoters.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { PER_IP } from '../http/limits.ts';
import { forgetAvailability } from '../http/public-reads.ts';
import { clearSession, type SessionUser, sessionUser, signIn } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { HttpProblem, notLoggedIn, problem } from '../lib/problem.ts';

// The promoter's (booster's) side. A booster's session holds its id and its organiser's (picked
// from MERCHANTS at login, looked up here); the booster's operations take both from the session.

const refused = (detail: string) => new HttpProblem(problem(422, 'Not allowed', detail));

/** The guard ran first (access ['booster']); this narrows the type. */
function booster(req: FastifyRequest): SessionUser {
  const user = sessionUser(req);
  if (user?.accountType !== 'booster') throw notLoggedIn();
  return user;
}

export const boosterRoutes = (app: FastifyInstance): DomainRoutes<typeof api.booster> => {
  const sales = new IdempotencyStore();
  return {
    listMerchants: async (req) => {
      const search = req.query.search;
      const found = normaliseMerchants(
        search
          ? await req.publicRead(legacy.MERCHANTS_SEARCHMERCHANTS, { search })
          : await req.publicRead(legacy.MERCHANTS_GETMERCHANTS),
      );
      // A public answer: the allow-list (id and name), never the organiser's email or phone.
      return found.map(publicMerchant);
    },

    boosterLogin: {
      perIp: PER_IP,
      handler: async (req) => {
        const { merchantId, email, password } = req.body;
        const merchant = normaliseMerchants(await req.publicRead(legacy.MERCHANTS_GETMERCHANTS)).find(
          (m) => m.id === merchantId,
        );
        if (!merchant) throw refused(BOOSTER_LOGIN_MESSAGES.incorrect);
        // A login always starts from a fresh session: nothing of a previous one is kept.
        req.session.regenerate();
        try {
          const found = normaliseBoosterSession(
            await req.legacy(legacy.BOOSTERLOGIN, {
              os: 'web',
              businessid: merchant.id,
              businessname: merchant.name,
              businessphone: merchant.phone ?? '',
              businessemail: merchant.email ?? '',
              email,
              password,
            }),
          );
          if (!found) throw refused(BOOSTER_LOGIN_MESSAGES.incorrect);
          const user: SessionUser = {
            accountType: 'booster',
            accountId: found.boosterId,
            accountName: found.name,
            businessId: merchant.id,
            businessName: merchant.name,
            activation: found.activation,
            email: found.email,
            phone: found.phone,
          };
          signIn(req, user, found.email);
          return {
            loggedIn: true,
            accountType: 'booster',
            accountId: user.accountId,
            accountName: user.accountName,
          };
        } catch (error) {
          clearSession(req);
          throw error;
        }
      },
    },

    getBoosterAccount: async (req) => {
      const user = booster(req);
      const balance = normaliseBoosterBalance(await req.legacy(legacy.REALTIMEBALANCE));
      const activation = user.activation ?? 0;
      return {
        boosterId: user.accountId,
        name: user.accountName,
        email: user.email ?? null,
        phone: user.phone ?? null,
        activation,
        ...balance,
        businessName: user.businessName ?? '',
        sellBlock: boosterSellBlock({ activation, balanceCents: balance.balanceCents }),
      };
    },

    listEventsToSell: async (req) => eventsToSell(req),

    getEventToSell: async (req) => {
      const found = await eventToSell(req, req.params.eventId);
      const tickets = rows(await req.publicRead(legacy.TICKETS, { eventid: found.event.id }));
      return { ...found, tickets: tickets.map(normaliseTicketType) };
    },

    checkTicketStock: async (req) => {
      const { eventId, ticketId } = req.params;
      return recentStock(req, eventId, await ticketForStock(req, eventId, ticketId));
    },

    sellTickets: async (req) => {
      const user = booster(req);
      const { eventId, ticketId } = req.params;
      const sold = await sales.run(
        user.accountId,
        idempotencyKey(req),
        { eventId, ticketId, ...req.body },
        () => sellTickets(req, user, eventId, ticketId, req.body),
      );
      forgetAvailability(app, eventId);
      return sold;
    },
  };
};

import type { api } from '@tix/contract';
import { legacy } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  legacyEstimatedRevenue,
  markPrintCategory,
  preparedResult,
  prepareTickets,
  printingPage,
  printRun,
} from '../domain/printing.ts';
import { printRunPdf } from '../domain/printing-pdf.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { sessionUser } from '../http/session-user.ts';
import { attachment } from '../lib/attachment.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { notLoggedIn } from '../lib/problem.ts';

// /downloadtickets, /ticketdownload and /download. The 'organiser-event' ownership check has run
// before any handler; businessid is the session's.

const accountOf = (req: FastifyRequest) => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountId;
};

export const printingRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.printing> => {
  const prepared = new IdempotencyStore();
  return {
    getPrintingPage: async (req) => {
      const [page, estimatedRevenueCents] = await Promise.all([
        printingPage(req, req.params.eventId),
        legacyEstimatedRevenue(req, req.params.eventId),
      ]);
      return { ...page, estimatedRevenueCents };
    },

    markPrintCategory: (req) =>
      markPrintCategory(req, req.params.eventId, req.params.ticketId, req.body.checked),

    prepareTickets: (req) => {
      const eventId = req.params.eventId;
      return prepared.run(accountOf(req), idempotencyKey(req), { eventId, body: req.body }, async () => {
        await prepareTickets(req, eventId, req.body);
        // Only what the run changed is read again: the categories are read once per request, so
        // the stock sent with each category is the one checked (and a recording replays it).
        req.legacyReads.clear();
        return preparedResult(req, eventId);
      });
    },

    getPrintRun: (req) => printRun(req, req.params.eventId, req.query.reprint),

    allocateTickets: async (req) => {
      const answer = await req.legacy(legacy.ALLOCATETICKETS, { eventid: req.params.eventId });
      return { allocated: Number(answer.val) > 0 };
    },

    downloadPrintPdf: async (req, reply) => {
      const eventId = req.params.eventId;
      const run = await printRun(req, eventId, req.query.reprint);
      const pdf = await printRunPdf(run.tickets, `Tickets: ${run.eventName || `event ${eventId}`}`);
      reply
        .type('application/pdf')
        .header('content-disposition', attachment(`tickets-${eventId}.pdf`))
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  };
};

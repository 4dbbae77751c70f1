import type { api } from '@tix/contract';
import { legacy, text } from '@tix/contract';
import { CAMPAIGN_LAUNCH_MESSAGES } from '@tix/contract/forms/campaign-launch';
import { toCents } from '@tix/contract/forms/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applyCampaignCredit,
  campaignLaunchPage,
  campaignPaymentOutcome,
  cancelCampaignPayment,
  startCampaignPayment,
} from '../domain/campaign-launch.ts';
import { assertChangeable } from '../domain/event-management.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { forgetPublicEventReads } from '../http/public-reads.ts';
import { sessionUser } from '../http/session-user.ts';
import { CampaignPaymentRecords } from '../lib/campaign-payment-records.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { notLoggedIn } from '../lib/problem.ts';

// /campaign, /campaignsuccess and /campaigncancelled. The 'organiser-event' ownership check has
// run before any handler; businessid is the session's.

const accountOf = (req: FastifyRequest) => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountId;
};

const isMobile = (req: FastifyRequest) => /Mobi|Android|iPhone/i.test(req.headers['user-agent'] ?? '');

export const campaignLaunchRoutes = (app: FastifyInstance): DomainRoutes<typeof api.campaignLaunch> => {
  const payments = new IdempotencyStore({ shared: app.shared, name: 'campaign-launch.payments' });
  const credits = new IdempotencyStore({ shared: app.shared, name: 'campaign-launch.credits' });
  // What each started payment's success call sends, by account (decision 0048).
  const records = new CampaignPaymentRecords(app.shared);
  return {
    getCampaignLaunch: (req) => campaignLaunchPage(req, req.params.eventId),

    saveCampaign: async (req) => {
      const eventid = req.params.eventId;
      const { campaignName, keywords, startDate, endDate } = req.body;
      // No campaign for a deleted, past or cancelled event.
      await assertChangeable(req, eventid);
      const answer = await req.legacy(legacy.ADDCAMPAIGN, {
        eventid,
        campaign: campaignName,
        keywords,
        startdate: startDate,
        enddate: endDate,
      });
      req.legacyReads.clear();
      forgetPublicEventReads(app, eventid);
      return {
        message: text(answer.message) ?? CAMPAIGN_LAUNCH_MESSAGES.saved,
        page: await campaignLaunchPage(req, eventid),
      };
    },

    startCampaignPayment: (req) => {
      const eventId = req.params.eventId;
      const budgetCents = toCents(req.body.budget);
      const account = accountOf(req);
      const ctx = {
        config: app.config,
        isMobile: isMobile(req),
        remember: records.record.bind(records, account),
      };
      return payments.run(account, idempotencyKey(req), { eventId, budgetCents }, () =>
        startCampaignPayment(req, ctx, eventId, budgetCents),
      );
    },

    applyCampaignCredit: async (req) => {
      const eventId = req.params.eventId;
      const applied = await credits.run(accountOf(req), idempotencyKey(req), { eventId }, () =>
        applyCampaignCredit(req, eventId),
      );
      // The campaign may run now: the public page and lists read the event afresh.
      forgetPublicEventReads(app, eventId);
      return applied;
    },

    getCampaignPayment: (req) => {
      const { eventId, paymentId } = req.params;
      const account = accountOf(req);
      return campaignPaymentOutcome(req, eventId, paymentId, (id) => records.claim(account, id, eventId));
    },

    cancelCampaignPayment: (req) => cancelCampaignPayment(req, req.params.eventId, req.params.paymentId),
  };
};

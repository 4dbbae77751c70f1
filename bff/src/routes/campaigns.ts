import {
  type api,
  BALANCE_TRANSFER_MESSAGES,
  legacy,
  normaliseDeviceStats,
  normaliseOrganiserCustomers,
  normaliseSelectedCount,
  rowCanTransfer,
} from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LIST_CHANGED,
  listCampaigns,
  ownCampaignRow,
  ownCampaignRows,
  refused,
  refuseTransferred,
  SELECT_MORE,
  selectedAction,
  transferBalance,
  transferTargets,
} from '../domain/campaigns.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { forgetPublicEventReads } from '../http/public-reads.ts';
import { sessionUser } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { HttpProblem, notLoggedIn, problem } from '../lib/problem.ts';

// The organiser's campaign list (/campaigns). The ownership checks ('organiser-event',
// 'organiser-campaign') have run before any handler; businessid and accountid are the session's.

const businessOf = (req: FastifyRequest): string => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountId;
};

export const campaignsRoutes = (app: FastifyInstance): DomainRoutes<typeof api.campaigns> => {
  const transfers = new IdempotencyStore({ shared: app.shared, name: 'campaigns.transfers' });
  const forgetPublicLists = () => forgetPublicEventReads(app);
  return {
    listCampaigns: async (req) => listCampaigns(req),

    selectAllCampaigns: async (req) => {
      const all = await req.legacy(legacy.ALLSELECTCAMPAIGNS);
      const allSelected = String(all.val) === '1';
      if (allSelected === req.body.selected) {
        const rows = await ownCampaignRows(req);
        return { selectedCount: rows.filter((r) => r.selected).length };
      }
      // UPDATESELECT with businessid alone selects all, or none when all are.
      return { selectedCount: normaliseSelectedCount(await req.legacy(legacy.UPDATESELECT, {})) };
    },

    selectCampaign: async (req) => {
      const eventid = req.params.eventId;
      const rows = await ownCampaignRows(req);
      const row = rows.find((r) => r.eventId === eventid);
      if (!row) throw new HttpProblem(problem(404, 'Not found', 'This event has no campaign yet.'));
      if (row.selected === req.body.selected) return { selectedCount: rows.filter((r) => r.selected).length };
      // UPDATESELECT with eventid (and the session's accountid) toggles that row.
      return { selectedCount: normaliseSelectedCount(await req.legacy(legacy.UPDATESELECT, { eventid })) };
    },

    toggleSelectedCampaigns: async (req) => {
      const selected = (await ownCampaignRows(req)).filter((r) => r.selected);
      if (selected.length < 2) throw refused(SELECT_MORE);
      if (selectedAction(selected) !== req.body.action)
        throw new HttpProblem(problem(409, 'Conflict', LIST_CHANGED));
      await req.legacy(legacy.RESUMECAMPAIGNS);
      forgetPublicLists();
      return { message: null };
    },

    listCampaignDevices: async (req) =>
      normaliseDeviceStats(await req.legacy(legacy.PLATFORMS, { eventid: req.params.eventId })),

    listCampaignBuyers: async (req) =>
      normaliseOrganiserCustomers(
        await req.legacy(legacy.CLIENTELE_GETCLIENTELE, { eventid: req.params.eventId }),
      ),

    markForTransfer: async (req) => {
      const row = await ownCampaignRow(req, req.params.campaignId);
      await refuseTransferred(req, row);
      if (!rowCanTransfer(row)) throw refused(BALANCE_TRANSFER_MESSAGES.balanceZero);
      await req.legacy(legacy.UPDATEALLTRANSFER, { campaignid: row.id });
      return { message: null };
    },

    listTransferTargets: async (req) => {
      const row = await ownCampaignRow(req, req.params.campaignId);
      return transferTargets(req, row, businessOf(req), req.query.search ?? '');
    },

    transferBalance: async (req) => {
      const business = businessOf(req);
      const campaignId = req.params.campaignId;
      return transfers.run(business, idempotencyKey(req), { campaignId, ...req.body }, async () => {
        const moved = await transferBalance(
          req,
          await ownCampaignRow(req, campaignId),
          business,
          req.body.targetEventId,
        );
        forgetPublicLists();
        return moved;
      });
    },
  };
};

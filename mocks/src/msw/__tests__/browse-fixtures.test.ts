import { api } from '@tix/contract/api/index';
import { RANKING_SCOPES } from '@tix/contract/model/ranking';
import { describe, expect, it } from 'vitest';
import { affiliateInvites, likes, rankings } from '../fixtures/browse-extras.ts';
import { events } from '../fixtures/events.ts';

describe('browse fixtures match the contract', () => {
  it('rankings: every scope, ranked from 1, as GET /api/rankings/:scope answers', () => {
    for (const scope of RANKING_SCOPES) {
      const rows = api.browse.listRankings.response.parse(rankings[scope]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    }
  });

  it('likes belong to fixture events', () => {
    for (const [id, count] of Object.entries(likes)) {
      expect(events.some((e) => e.id === id)).toBe(true);
      api.browse.getEventLikes.response.parse({ likes: count });
    }
  });

  it('affiliate invitations, as GET /api/affiliate-invites/:affiliateId answers', () => {
    for (const invite of affiliateInvites) {
      api.browse.getAffiliateInvite.response.parse(invite);
      api.browse.getAffiliateInvite.params?.parse({ affiliateId: invite.affiliateId });
    }
  });
});

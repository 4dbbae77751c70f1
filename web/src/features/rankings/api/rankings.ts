import { call } from '@tix/contract/api/client';
import type { RankingScope } from '@tix/contract/model/ranking';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const rankingsKey = (scope: RankingScope) => keyOf(endpoints.listRankings, { params: { scope } });

export function useRankings(scope: RankingScope) {
  return useSWR(rankingsKey(scope), () => call(endpoints.listRankings, { params: { scope } }));
}

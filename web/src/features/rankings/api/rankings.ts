import { call, urlOf } from '@tix/contract/api/client';
import type { RankingScope } from '@tix/contract/model/ranking';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

export const rankingsKey = (scope: RankingScope) => urlOf(endpoints.listRankings, { params: { scope } });

export function useRankings(scope: RankingScope) {
  return useSWR(rankingsKey(scope), () => call(endpoints.listRankings, { params: { scope } }));
}

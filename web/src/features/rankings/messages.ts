import type { RankingScope } from '@tix/contract/model/ranking';

// Ranking screens (spec part 1, sections 2, 3 and 8). The spec names the grids, not their words.
export const RANKING_COPY = {
  headings: {
    national: 'National ranking',
    provincial: 'Provincial ranking',
    regional: 'Regional ranking',
  } satisfies Record<RankingScope, string>,
  intros: {
    national: 'The events selling the most tickets across South Africa.',
    provincial: 'Provinces by tickets sold.',
    regional: 'Towns and regions by tickets sold.',
  } satisfies Record<RankingScope, string>,
  navLabel: 'Rankings',
  rank: (n: number) => `No. ${n}`,
  sold: (n: number) => (n === 1 ? '1 ticket sold' : `${n} tickets sold`),
  events: (n: number) => (n === 1 ? '1 event' : `${n} events`),
} as const;

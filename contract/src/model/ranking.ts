import { z } from 'zod';
import { lineText, longText } from './limits.ts';

/** The three ranking screens: /national, /provincial and /regional. */
export const RANKING_SCOPES = ['national', 'provincial', 'regional'] as const;
export const rankingScopeSchema = z.enum(RANKING_SCOPES);
export type RankingScope = z.infer<typeof rankingScopeSchema>;

/**
 * One ranked item. The legacy's rows carry some of quantity, event_name, poster, ranks, province,
 * count and regions depending on the scope; what a row lacks is null.
 */
export const rankingSchema = z.object({
  /** 1 is the top. */
  rank: z.number().int().min(1),
  eventName: lineText().nullable(),
  /** Served through the BFF; null means "no poster". */
  posterUrl: longText().nullable(),
  /** Tickets sold. */
  quantity: z.number().int().nullable(),
  province: lineText().nullable(),
  /** Number of events counted in the row. */
  count: z.number().int().nullable(),
  region: lineText().nullable(),
});
export type Ranking = z.infer<typeof rankingSchema>;

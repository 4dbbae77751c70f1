import { LRUCache } from 'lru-cache';
import { onFirstUse } from './on-first-use.ts';
import { KEY_PREFIX } from './shared-keys.ts';
import type { SharedState } from './shared-state.ts';

// What the BFF recorded when an organiser started a campaign payment: the campaign and budget the
// success page's GET ADDCAMPAIGN sends (decision 0048), never the address's. Keyed by account and
// payment, so only the account that started the payment finds it; in the shared state (Redis when
// REDIS_URL is set), so it is found on any instance and after a new login. `claim` hands a record
// out once: the call is sent once per payment, however often the page is opened.

/** Kept as long as an organiser may come back from the provider (the provider's page expires sooner). */
export const CAMPAIGN_PAYMENT_RECORD_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface CampaignPaymentRecord {
  eventId: string;
  campaignId: string;
  campaignName: string;
  keywords: string;
  startDate: string;
  endDate: string;
  /** The budget asked of the provider, as the payment script was sent it (rand, two decimals). */
  budget: string;
}

const recordKey = (account: string, payment: string) => `${KEY_PREFIX}campaign-payment:${account}:${payment}`;
const claimKey = (account: string, payment: string) =>
  `${KEY_PREFIX}campaign-payment-sent:${account}:${payment}`;

export class CampaignPaymentRecords {
  // Without shared state only, made when first used (on-first-use.ts).
  private readonly records = onFirstUse(
    () => new LRUCache<string, CampaignPaymentRecord>({ max: 100_000, ttl: this.ttlMs }),
  );
  private readonly claimed = onFirstUse(() => new LRUCache<string, true>({ max: 100_000, ttl: this.ttlMs }));

  constructor(
    private readonly shared: SharedState | null,
    private readonly ttlMs = CAMPAIGN_PAYMENT_RECORD_TTL_MS,
  ) {}

  /** Records a started payment (a repeat of the same start records the same values again). */
  async record(account: string, payment: string, record: CampaignPaymentRecord): Promise<void> {
    const key = recordKey(account, payment);
    if (this.shared) await this.shared.redis.set(key, JSON.stringify(record), 'PX', this.ttlMs);
    else this.records().set(key, record);
  }

  /**
   * The record of this account's payment for this event, the first time only; null when there is
   * none (another account's payment, another event's, a made-up id) or it was claimed before.
   */
  async claim(account: string, payment: string, eventId: string): Promise<CampaignPaymentRecord | null> {
    const key = recordKey(account, payment);
    const claim = claimKey(account, payment);
    if (!this.shared) {
      const found = this.records.made()?.get(key);
      if (found?.eventId !== eventId || this.claimed().has(claim)) return null;
      this.claimed().set(claim, true);
      return found;
    }
    const { redis } = this.shared;
    const raw = await redis.get(key);
    const found = raw === null ? null : (JSON.parse(raw) as CampaignPaymentRecord);
    if (found?.eventId !== eventId) return null;
    // SET NX: of two instances opening the page at once, one sends.
    const first = await redis.set(claim, '1', 'PX', this.ttlMs, 'NX');
    return first === 'OK' ? found : null;
  }
}

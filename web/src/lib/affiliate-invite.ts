// The affiliate id a visitor arrived with (`/?affiliateid=...`): the home page keeps it in local
// storage until the visitor's registration is verified (spec part 1, sections 3 and 4).

import { isLegacyId } from '@tix/contract/model/ids';

export const AFFILIATE_ID_KEY = 'affiliateid';

/** The stored id, when it can be one (one stored before ids were limited is dropped, not sent). */
export function storedAffiliateId(): string | undefined {
  try {
    const id = localStorage.getItem(AFFILIATE_ID_KEY);
    return id && isLegacyId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export function storeAffiliateId(id: string): void {
  try {
    localStorage.setItem(AFFILIATE_ID_KEY, id);
  } catch {
    // Storage may be off (private mode): the invitation is then not remembered.
  }
}

export function clearAffiliateId(): void {
  try {
    localStorage.removeItem(AFFILIATE_ID_KEY);
  } catch {
    // Nothing stored.
  }
}

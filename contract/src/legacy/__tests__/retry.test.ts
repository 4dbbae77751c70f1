import { describe, expect, it } from 'vitest';
import { catalogue, isRetryable, STATE_CHANGING_GETS } from '../catalogue.ts';

describe('which operations may be retried', () => {
  it('names only GET operations of the catalogue as state-changing', () => {
    for (const key of STATE_CHANGING_GETS) {
      expect(catalogue.get(key)?.method, key).toBe('GET');
    }
  });

  it('retries plain reads but never a sale, a toggle, a log or a POST', () => {
    const op = (key: string) => {
      const found = catalogue.get(key);
      if (!found) throw new Error(`no ${key}`);
      return found;
    };
    expect(isRetryable(op('EVENTS'))).toBe(true);
    expect(isRetryable(op('PROCESSTICKET'))).toBe(false);
    expect(isRetryable(op('RESUMECAMPAIGN'))).toBe(false);
    expect(isRetryable(op('INSERTIMPRESSION'))).toBe(false);
    expect(isRetryable(op('loginWeb.php'))).toBe(false);
  });
});

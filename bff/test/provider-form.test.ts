import { describe, expect, it } from 'vitest';
import { providerForm } from '../src/domain/provider-form.ts';

describe('the provider form (an allow-list)', () => {
  it('takes only the merchant’s credentials from the legacy, whatever else it answered', () => {
    const answer = {
      status: 'success',
      merchant_id: '10000100',
      merchant_key: '46f0cd694581a',
      notify_url: 'http://legacy.internal/webservices.php?q=NOTIFY',
      customer_id: 42,
      debug: 'internal',
    };
    expect(providerForm(answer, { amount: '10.00' })).toEqual({
      merchant_id: '10000100',
      merchant_key: '46f0cd694581a',
      amount: '10.00',
    });
  });
});

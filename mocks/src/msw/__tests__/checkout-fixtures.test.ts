import { api } from '@tix/contract/api/index';
import { describe, expect, it } from 'vitest';
import { bankTransferQuote, knownBuyers } from '../fixtures/checkout.ts';

describe('checkout fixtures match the contract', () => {
  it('bank-transfer quote and buyer lookups', () => {
    const quote = bankTransferQuote('1001', 'Soweto Jazz Picnic', '10011', 'general', 15000, 2);
    expect(api.checkout.getBankTransfer.response.parse(quote).totalCents).toBe(30000);
    for (const buyer of knownBuyers) expect(api.checkout.lookupBuyer.response.parse(buyer)).toEqual(buyer);
  });
});

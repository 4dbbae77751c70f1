import { api } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.ts';

const contract = {
  ...api.account,
  ...api.browse,
  ...api.session,
  ...api.checkout,
  ...api.tickets,
  ...api.refunds,
  ...api.bank,
};

describe('endpoint references', () => {
  it.each(Object.entries(endpoints))('%s has the contract’s method and path', (name, ref) => {
    const endpoint = contract[name as keyof typeof contract];
    expect(endpoint).toBeDefined();
    expect({ method: ref.method, path: ref.path }).toEqual({ method: endpoint.method, path: endpoint.path });
  });
});

import { api } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.ts';

const contract = Object.values(api).flatMap((group) => Object.entries(group));

describe('the client’s endpoint table', () => {
  it('names every endpoint of the contract', () => {
    expect(Object.keys(endpoints).sort()).toEqual(contract.map(([name]) => name).sort());
  });

  it.each(contract)('%s has the contract’s method and path', (name, endpoint) => {
    const ref = endpoints[name as keyof typeof endpoints];
    expect({ method: ref.method, path: ref.path }).toEqual({ method: endpoint.method, path: endpoint.path });
  });
});

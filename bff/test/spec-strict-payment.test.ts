import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeId } from '../../mocks/src/legacy/spec-strict/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

// A card payment on the spec-strict legacy (opaque ids, string values, the spec's fields only):
// the provider form the legacy signed reaches the browser as it was signed, so the card
// provider's stand-in, which checks the signature over every posted field, accepts it.

let app: FastifyInstance;
let close: () => Promise<void>;
let customer: string;

beforeAll(async () => {
  ({ app, close } = await stack({}, { profile: 'spec-strict' }));
  customer = await loginAs(app, 'customer@demo.co.za');
});
afterAll(() => close());

/** Posts the form to the card provider's stand-in, as the browser's hidden form does. */
const postToProvider = (action: string, fields: Record<string, string>) =>
  fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('a card payment on the spec-strict legacy', () => {
  it('gets the signed form the provider accepts, m_payment_id as the legacy wrote it', async () => {
    // Seed: event 7 sells; its VIP tier is ticket 5020 (ids as this legacy spells them).
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie: customer },
      payload: {
        token: 'spec-strict-pay-0001',
        eventId: encodeId(7),
        ticketId: encodeId(5020),
        group: 'adults',
        quantity: 2,
        method: 'payfast',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as {
      outcome: string;
      paymentId: string;
      action: string;
      fields: Record<string, string>;
    };
    expect(started.outcome).toBe('payfast');
    expect(started.fields.signature).toMatch(/^[0-9a-f]{32}$/);
    expect(started.fields.m_payment_id).toBe(started.paymentId);
    const page = await postToProvider(started.action, started.fields);
    expect(page.status).toBe(200);
    // The same form with one field changed is refused: the check above is a real signature check.
    const changed = await postToProvider(started.action, { ...started.fields, item_name: 'rebuilt' });
    expect(changed.status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

describe('rate-limit allow list', () => {
  it('exempts listed addresses (test rigs) from the login limit', async () => {
    const { app, close } = await stack({ RATE_LIMIT_ALLOW: '127.0.0.1' });
    let last = 0;
    for (let i = 0; i < 14; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        headers: SAME_ORIGIN,
        payload: { emailOrPhone: 'customer@demo.co.za', password: 'wrong', partner: false },
      });
      last = res.statusCode;
    }
    expect(last).toBe(422);
    await close();
  });
});

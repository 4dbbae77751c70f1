import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { formatRand } from '@tix/contract/domain/money';
import { describe, expect, it } from 'vitest';
import { phpUrlencode } from '../payments/signature.ts';
import { SIGNATURE_MISMATCH } from '../payments/verify.ts';
import { build, postForm } from './helpers.ts';

// The stand-in providers accept only the form the legacy signed, posted unchanged: PayFast's
// signature and Ozow's HashCheck cover every field, so a shop that rewrites one is refused.

const app = build();
const SHOP = 'http://localhost:8080';

/** A card or Ozow purchase started at the legacy's payment-credentials script (seed: event 7, VIP). */
async function start(method: 'payfast' | 'ozow') {
  const answer = await postForm(app, '/payment/credentials.php', {
    item_name: 'Cape Town Sunset Sessions - VIP adults',
    amount: (checkoutTotal(28000, 2) / 100).toFixed(2),
    email: 'customer@demo.co.za',
    cell_number: '0821234567',
    name_first: 'Demo',
    name_last: 'Customer',
    admission: '2',
    adults_price: '280.00',
    kids_price: '140.00',
    category: 'vip',
    ticketid: '5020',
    ticketnumber: `T${method.slice(0, 1).toUpperCase()}12345`,
    eventid: '7',
    payment_method: method,
    businessid: '202',
    type: 'purchase_ticket',
    group: 'adults',
    is_mobile: '0',
    customer_id: '101',
    return_url: `${SHOP}/success`,
    cancel_url: `${SHOP}/cancelled`,
  });
  expect(answer.status).toBe(200);
  return answer.json() as Record<string, string>;
}

/** The answer's form fields, as the shop posts them on. */
function formOf(answer: Record<string, string>): Record<string, string> {
  const { status: _s, customer_id: _c, ...form } = answer;
  return form;
}

const showPayfast = (fields: Record<string, string>) => postForm(app, '/__pay/payfast', fields);

describe('the card provider stand-in checks the legacy’s signature over every posted field', () => {
  it('shows the payment page for the signed form, posted unchanged', async () => {
    const form = formOf(await start('payfast'));
    expect(form.signature).toMatch(/^[0-9a-f]{32}$/);
    const page = await showPayfast(form);
    expect(page.status).toBe(200);
    expect(page.body).toContain(formatRand(checkoutTotal(28000, 2)));
  });

  it('refuses the form when one field was rewritten', async () => {
    const form = formOf(await start('payfast'));
    const page = await showPayfast({ ...form, item_name: `${form.item_name} (rebuilt)` });
    expect(page.status).toBe(400);
    expect(page.body).toContain(SIGNATURE_MISMATCH);
  });

  it('refuses the form when a field was added, dropped or moved', async () => {
    const form = formOf(await start('payfast'));
    expect((await showPayfast({ ...form, email_confirmation: '1' })).status).toBe(400);
    const { email_address: _e, ...dropped } = form;
    expect((await showPayfast(dropped)).status).toBe(400);
    const { m_payment_id, ...rest } = form;
    expect((await showPayfast({ m_payment_id: m_payment_id ?? '', ...rest })).status).toBe(400);
  });

  it('refuses a form without a signature', async () => {
    const { signature: _s, ...unsigned } = formOf(await start('payfast'));
    expect((await showPayfast(unsigned)).status).toBe(400);
  });
});

describe('the Ozow stand-in checks the HashCheck of the address', () => {
  it('opens for the legacy’s address, and refuses it with one field changed', async () => {
    const { ozowUrl } = await start('ozow');
    const url = new URL(ozowUrl ?? '', SHOP);
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
    url.searchParams.set('Amount', '1.00');
    const changed = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(changed.statusCode).toBe(400);
    expect(changed.body).toContain(SIGNATURE_MISMATCH);
  });
});

describe('the encoding PayFast signs', () => {
  it('is PHP’s urlencode: spaces as +, reserved characters in upper-case hex', () => {
    expect(phpUrlencode("R 1 (a)~b*c'd!")).toBe('R+1+%28a%29%7Eb%2Ac%27d%21');
    expect(phpUrlencode('https://x.example/success?a=1&b=2')).toBe(
      'https%3A%2F%2Fx.example%2Fsuccess%3Fa%3D1%26b%3D2',
    );
  });
});

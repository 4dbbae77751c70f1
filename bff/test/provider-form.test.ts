import { describe, expect, it } from 'vitest';
import { ozowAddress } from '../src/domain/checkout/ozow-address.ts';
import { providerForm } from '../src/domain/provider-form.ts';
import { HttpProblem } from '../src/lib/problem.ts';

const PUBLIC_URL = 'https://tix.example';
const expected = {
  amountCents: 56000,
  publicUrl: PUBLIC_URL,
  returnPath: '/success',
  cancelPath: '/cancelled',
};

/** A legacy answer as the spec gives it, with a signed PayFast form in the legacy's own order. */
const answer = () => ({
  status: 'success',
  customer_id: '101',
  merchant_id: '10000100',
  merchant_key: '46f0cd694581a',
  return_url: `${PUBLIC_URL}/success?m_payment_id=TIX1`,
  cancel_url: `${PUBLIC_URL}/cancelled?ticket_number=ABC1234`,
  notify_url: 'https://legacy.example/payment/notify.php',
  name_first: 'Thandi',
  name_last: 'Mokoena',
  email_address: 'thandi@example.com',
  m_payment_id: 'TIX1',
  amount: '560.00',
  item_name: 'Sunset Sessions - VIP adults',
  custom_str1: 'purchase_ticket',
  signature: '0123456789abcdef0123456789abcdef',
});

/** The detail of the problem a call throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpProblem) return `${error.problem.status} ${error.problem.detail}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the provider form (the legacy’s, checked, never rewritten)', () => {
  it('posts every form field of the legacy unchanged and in its order, without the answer’s own fields', () => {
    const { status: _s, customer_id: _c, ...form } = answer();
    const fields = providerForm(answer(), expected);
    expect(fields).toEqual(form);
    expect(Object.keys(fields)).toEqual(Object.keys(form));
  });

  it('refuses a field PayFast does not document, naming it', () => {
    expect(refusal(() => providerForm({ ...answer(), debug: 'internal' }, expected))).toBe(
      "502 The payment provider's form was not what we expected: debug",
    );
  });

  it('refuses an amount other than our own total', () => {
    expect(refusal(() => providerForm({ ...answer(), amount: '56.00' }, expected))).toMatch(
      /expected: amount$/,
    );
  });

  it('refuses return and cancel addresses that would not bring the buyer back to our pages', () => {
    const elsewhere = { ...answer(), return_url: 'https://old-frontend.example/success' };
    expect(refusal(() => providerForm(elsewhere, expected))).toMatch(/expected: return_url$/);
    const wrongPage = { ...answer(), cancel_url: `${PUBLIC_URL}/dashboard` };
    expect(refusal(() => providerForm(wrongPage, expected))).toMatch(/expected: cancel_url$/);
  });

  it('refuses a form without what PayFast needs, and a value that is not text', () => {
    const { merchant_key: _k, ...noKey } = answer();
    expect(refusal(() => providerForm(noKey, expected))).toMatch(/expected: merchant_key$/);
    expect(refusal(() => providerForm({ ...answer(), custom_int1: { a: 1 } }, expected))).toMatch(
      /expected: custom_int1$/,
    );
  });

  it('accepts a form without return addresses (the merchant’s settings apply)', () => {
    const { return_url: _r, cancel_url: _c, ...rest } = answer();
    expect(providerForm(rest, expected).return_url).toBeUndefined();
  });
});

describe('the Ozow address (the legacy’s, checked, never rewritten)', () => {
  const ozow = 'https://pay.ozow.example';
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      SiteCode: 'TST-1',
      Amount: '560.00',
      TransactionReference: 'TIX1',
      SuccessUrl: `${PUBLIC_URL}/success`,
      CancelUrl: `${PUBLIC_URL}/cancelled`,
      HashCheck: 'abc',
      ...extra,
    }).toString();

  it('passes the address on exactly as given', () => {
    const given = `${ozow}/pay?${query()}`;
    expect(ozowAddress(given, ozow, expected)).toBe(given);
  });

  it("passes a reference of the legacy's own (a field Ozow does not document) as the legacy made it", () => {
    const given = `${ozow}/pay?${query({ ref: 'LEG-42', debug: '1' })}`;
    expect(ozowAddress(given, ozow, expected)).toBe(given);
  });

  it('passes an address without the return pages: nothing of ours there to check', () => {
    const given = `${ozow}/pay?SiteCode=TST-1&Amount=560.00&ref=LEG-42`;
    expect(ozowAddress(given, ozow, expected)).toBe(given);
  });

  it('refuses another origin, another amount or another return or cancel page', () => {
    expect(refusal(() => ozowAddress(`https://evil.example/?${query()}`, ozow, expected))).toMatch(
      /ozowUrl$/,
    );
    expect(refusal(() => ozowAddress(`${ozow}/?${query({ Amount: '1.00' })}`, ozow, expected))).toMatch(
      /Amount$/,
    );
    const away = query({ SuccessUrl: 'https://old.example/success' });
    expect(refusal(() => ozowAddress(`${ozow}/?${away}`, ozow, expected))).toMatch(/SuccessUrl$/);
    const cancel = query({ cancelurl: 'https://old.example/cancelled' });
    expect(refusal(() => ozowAddress(`${ozow}/?${cancel}`, ozow, expected))).toMatch(/cancelurl$/);
  });
});

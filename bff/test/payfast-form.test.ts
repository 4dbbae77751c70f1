import { describe, expect, it } from 'vitest';
import { payfastSignature } from '../../mocks/src/legacy/payments/signature.ts';
import { PAYFAST_FIELD_ORDER, payfastForm } from '../src/domain/payfast-form.ts';

// The SMS payment form as PayFast's custom integration documents it. The signature is checked
// against the stand-in provider's own implementation (mocks/src/legacy/payments/signature.ts).

const receiver = { merchant_id: '10000100', merchant_key: '46f0cd694581a' };

describe('the PayFast form the BFF builds', () => {
  it('posts the documented fields in the documented order, whatever order they were given in', () => {
    const form = payfastForm({
      custom_str1: 'tx-1',
      item_name: 'sms marketing',
      amount: '108.00',
      m_payment_id: 'marketing_tx-1_ab12',
      email_address: 'organiser@demo.co.za',
      cancel_url: 'https://tickets.example.co.za/smsmarketingcancel?textid=tx-1',
      return_url: 'https://tickets.example.co.za/sms-marketing-response?textid=tx-1',
      ...receiver,
    });
    expect(Object.keys(form)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'custom_str1',
    ]);
    // Unsigned without a passphrase (an account without one accepts it).
    expect(form).not.toHaveProperty('signature');
  });

  it('leaves blank fields out and trims the others', () => {
    const form = payfastForm({
      ...receiver,
      amount: ' 100.00 ',
      item_name: 'sms marketing',
      email_address: '',
      custom_str2: '  ',
    });
    expect(form).toEqual({ ...receiver, amount: '100.00', item_name: 'sms marketing' });
  });

  it('signs with the passphrase as PayFast checks it, and the signature covers every field', () => {
    const given = {
      ...receiver,
      return_url: 'https://tickets.example.co.za/sms-marketing-response?textid=tx 1&x=(y)',
      email_address: 'o+rg@demo.co.za',
      amount: '108.00',
      item_name: 'sms marketing',
      custom_str3: 'NEW AUDIENCE ~ é',
    };
    const form = payfastForm(given, 'my pass phrase');
    const { signature, ...fields } = form;
    expect(Object.keys(form).at(-1)).toBe('signature');
    expect(signature).toBe(payfastSignature(fields, 'my pass phrase'));
    expect(signature).not.toBe(payfastSignature(fields, 'another passphrase'));
    expect(payfastForm({ ...given, amount: '1.00' }, 'my pass phrase').signature).not.toBe(signature);
  });

  it('knows only documented names', () => {
    expect(PAYFAST_FIELD_ORDER.slice(0, 5)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
    ]);
    expect(PAYFAST_FIELD_ORDER).not.toContain('signature');
  });
});

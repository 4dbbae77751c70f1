import { problemPage, providerPage } from './page.ts';
import {
  type Fields,
  field,
  INCOMPLETE,
  type ProviderAnswer,
  type ProviderSite,
  page,
  safeUrl,
} from './provider.ts';
import { payfastSignatureHolds } from './signature.ts';
import { SIGNATURE_MISMATCH } from './verify.ts';

// The provider's side of an SMS marketing payment: the page shows the amount posted, and Pay
// calls the notify URL of the merchant's account (the legacy's NOTIFY-URL-SMS-MARKETING), server
// to server, before returning the organiser. The legacy decides there whether the amount pays the
// message. A notify_url in the form overrides it, as PayFast allows. As PayFast does, the page
// refuses a form without the receiver's id and key, the amount or the item name, and one whose
// signature (when it carries one: the merchant set a passphrase) does not hold over its fields.

const CARRIED = ['amount', 'item_name', 'custom_str1', 'custom_str2', 'custom_str3', 'custom_str4'];

const REQUIRED = ['merchant_id', 'merchant_key', 'amount', 'item_name'];

export function marketingPayPage(fields: Fields, merchantNotifyUrl: string): ProviderAnswer {
  if (REQUIRED.some((name) => field(fields, name).trim() === '')) return INCOMPLETE();
  if ('signature' in fields && !payfastSignatureHolds(fields))
    return page(400, problemPage(SIGNATURE_MISMATCH));
  const returnUrl = safeUrl(field(fields, 'return_url'));
  const cancelUrl = safeUrl(field(fields, 'cancel_url'));
  const notifyUrl = safeUrl(field(fields, 'notify_url') || merchantNotifyUrl);
  const amountCents = Math.round(Number(field(fields, 'amount')) * 100);
  if (!returnUrl || !cancelUrl || !notifyUrl || !Number.isFinite(amountCents) || amountCents <= 0)
    return INCOMPLETE();
  return page(
    200,
    providerPage({
      provider: 'PayFast',
      itemName: field(fields, 'item_name') || 'sms marketing',
      amountCents,
      paymentId: field(fields, 'm_payment_id'),
      returnUrl,
      cancelUrl,
      base: '/__pay/payfast',
      carry: Object.fromEntries(CARRIED.map((name) => [name, field(fields, name)])),
    }),
  );
}

/** Pay: the notify first (as PayFast's ITN), then back to the shop's return address. */
export async function payMarketing(fields: Fields, site: ProviderSite): Promise<ProviderAnswer> {
  const returnUrl = safeUrl(field(fields, 'return_url'));
  const notifyUrl = safeUrl(field(fields, 'notify_url') || site.merchantNotifyUrl);
  if (!returnUrl || !notifyUrl) return INCOMPLETE();
  const amount = field(fields, 'amount');
  const itn = new URLSearchParams({
    m_payment_id: field(fields, 'm_payment_id'),
    pf_payment_id: `pf_${Date.now().toString(36)}`,
    payment_status: 'COMPLETE',
    item_name: field(fields, 'item_name'),
    amount_gross: amount,
    custom_str1: field(fields, 'custom_str1'),
    custom_str2: field(fields, 'custom_str2'),
    custom_str3: field(fields, 'custom_str3'),
    custom_str4: field(fields, 'custom_str4'),
  });
  if (!(await site.notify(notifyUrl, itn)))
    return page(502, problemPage('The shop did not accept the payment notification.'));
  return { redirect: returnUrl };
}

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

// The provider's side of an SMS marketing payment: the page shows the amount posted, and Pay
// calls the notify URL of the merchant's account (the legacy's NOTIFY-URL-SMS-MARKETING), server
// to server, before returning the organiser. The legacy decides there whether the amount pays the
// message. A notify_url in the form would override it, as PayFast allows; the BFF sends none.

const CARRIED = ['amount', 'item_name', 'custom_str1', 'custom_str2', 'custom_str3', 'custom_str4'];

export function marketingPayPage(fields: Fields, merchantNotifyUrl: string): ProviderAnswer {
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

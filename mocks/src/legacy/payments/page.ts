import { formatRand } from '@tix/contract/domain/money';

// The HTML of the stand-in's payment provider pages: the amount with Pay and Cancel.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

export interface PageFacts {
  provider: 'PayFast' | 'Ozow';
  itemName: string;
  amountCents: number;
  paymentId: string;
  returnUrl: string;
  cancelUrl: string;
  /** Base path of the provider's actions, e.g. /__pay/payfast. */
  base: string;
  /** More fields the Pay form carries on (a marketing payment's notify URL and custom strings). */
  carry?: Record<string, string>;
}

export function providerPage(facts: PageFacts): string {
  const ids = { m_payment_id: facts.paymentId };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${facts.provider} (stand-in): pay ${escapeHtml(formatRand(facts.amountCents))}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f7f7;color:#1b2626}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
.amount{font-size:2rem;font-weight:700}.actions{display:flex;gap:1rem}button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.5rem;border:0;cursor:pointer}
.pay{background:#0b6e6e;color:#fff}.cancel{background:#e6e9e9;color:#1b2626}</style></head>
<body><main><h1>${facts.provider} (stand-in)</h1>
<p>${escapeHtml(facts.itemName)}</p>
<p>Amount to pay: <span class="amount">${escapeHtml(formatRand(facts.amountCents))}</span></p>
<div class="actions">
<form method="post" action="${facts.base}/pay">${hidden({ ...facts.carry, ...ids, return_url: facts.returnUrl })}<button class="pay" type="submit">Pay</button></form>
<form method="post" action="${facts.base}/cancel">${hidden({ ...ids, cancel_url: facts.cancelUrl })}<button class="cancel" type="submit">Cancel</button></form>
</div></main></body></html>`;
}

export function problemPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment problem (stand-in)</title></head>
<body><main><h1>Payment problem</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

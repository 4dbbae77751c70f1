import type { Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// Buying: stock, a card payment and its cancellation, the limits, a purchase under review, Ozow,
// and the bank-transfer page. Tokens are fixed so the derived ticket numbers replay exactly.
const AS = 'checkout-buyer';

export const CHECKOUT_ORDER = {
  token: 'journey-card-0001',
  eventId: '7',
  ticketId: '5020',
  group: 'adults',
  quantity: 2,
  method: 'payfast',
} as const;
export const REVIEW_ORDER = {
  ...CHECKOUT_ORDER,
  token: 'journey-review-0001',
  eventId: '1',
  ticketId: '5001',
  quantity: 10,
};
/** A bank-transfer purchase with its proof of payment (the three legacy calls of /eft). */
export const EFT_ORDER = {
  eventId: '7',
  ticketId: '5021',
  quantity: '2',
  token: 'journey-eft-0001',
  fullName: 'Replay Buyer',
  email: 'customer@demo.co.za',
  phone: '0710000001',
};
export const EFT_PROOF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** The multipart form the /eft screen posts (fields, then the proof file). */
export function eftForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(EFT_ORDER)) form.set(name, value);
  form.set('proof', new Blob([EFT_PROOF], { type: 'application/pdf' }), 'replay-slip.pdf');
  return form;
}

export const OZOW_ORDER = { ...CHECKOUT_ORDER, token: 'journey-ozow-0001', group: 'kids', method: 'ozow' };

const post = (path: string, body: unknown): Call => ({ method: 'POST', path, body, as: AS });

export const checkoutJourney: Journey = async (client, log) => {
  await sendAll(
    client,
    [
      login(AS, 'customer@demo.co.za'),
      { method: 'GET', path: '/api/checkout/availability?eventId=7&ticketId=5020', as: AS },
    ],
    log,
  );
  const card = await client.send(post('/api/purchases', CHECKOUT_ORDER));
  log(`${card.status} POST /api/purchases (card)`);
  const cancelUrl = (card.json as { fields?: Record<string, string> }).fields?.cancel_url;
  const cancel = cancelUrl ? Object.fromEntries(new URL(cancelUrl).searchParams) : {};
  await sendAll(
    client,
    [
      post('/api/purchases/cancellation', cancel),
      post('/api/purchases', { ...CHECKOUT_ORDER, token: 'journey-max-0001', quantity: 16 }),
      post('/api/purchases', {
        ...CHECKOUT_ORDER,
        token: 'journey-soldout-0001',
        eventId: '1',
        ticketId: '5002',
      }),
    ],
    log,
  );
  // The identity check names the payment the review answer gave: only that customer may verify it.
  const review = await client.send(post('/api/purchases', REVIEW_ORDER));
  log(`${review.status} POST /api/purchases (review)`);
  const paymentId = String((review.json as { paymentId?: unknown }).paymentId ?? '');
  await sendAll(
    client,
    [
      post('/api/purchases/verification', { paymentId, otp: '000000', email: 'customer@demo.co.za' }),
      post('/api/purchases', OZOW_ORDER),
      { method: 'GET', path: '/api/checkout/bank-transfer?eventId=7&ticketId=5021&quantity=3', as: AS },
      { method: 'GET', path: '/api/events/7/refund-terms', as: AS },
      { method: 'POST', path: '/api/purchases/bank-transfer', form: eftForm(), as: AS },
      post('/api/checkout/buyer-lookup', { phone: '0710000001' }),
      post('/api/checkout/buyer-lookup', { email: 'customer@demo.co.za' }),
    ],
    log,
  );
  // /success reads the order of a paid purchase by its payment id.
  const txs = (await client.send({ method: 'GET', path: '/api/transactions', as: AS })).json as {
    id: string;
    status: string;
  }[];
  const paid = txs.find((t) => t.status === 'complete');
  await sendAll(client, [{ method: 'GET', path: `/api/purchases/${paid?.id}`, as: AS }], log);
};

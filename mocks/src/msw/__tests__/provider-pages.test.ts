import type { PaymentStart } from '@tix/contract/model/purchase';
import { afterEach, describe, expect, it } from 'vitest';
import { answerProviderPage } from '../provider-pages.ts';
import { bffAnswer, bffSend, demoSession, mockStandin, resetMockState } from '../world.ts';

// Mock mode's payment providers (issue 49): the stand-in's provider, over the mock world, answers
// the page the shop's form opens, and its Pay confirms the purchase there: the ticket is issued and
// the buyer goes back to the shop, as on `npm start`.

afterEach(() => resetMockState());

const customer = () => demoSession('customer');
const SUNSET = { eventId: '7', ticketId: '5020' };

async function startCardPayment(): Promise<Extract<PaymentStart, { outcome: 'payfast' }>> {
  const started = await bffSend<PaymentStart>(
    'POST',
    '/api/purchases',
    { token: 'provider-page-test', ...SUNSET, group: 'adults', quantity: 1, method: 'payfast' },
    customer(),
  );
  if (started.outcome !== 'payfast') throw new Error(`a card payment started as ${started.outcome}`);
  return started;
}

const ticketsFor = async (eventId: string) =>
  (await bffAnswer<{ eventId: string }[]>('/api/tickets', customer())).filter((t) => t.eventId === eventId);

describe('mock mode: the payment provider pages', () => {
  it('shows the amount, and Pay issues the ticket and returns to the shop', async () => {
    const before = (await ticketsFor(SUNSET.eventId)).length;
    const started = await startCardPayment();
    expect(new URL(started.action).pathname).toBe('/__pay/payfast');
    const fields = new URLSearchParams(started.fields).toString();
    const shown = await answerProviderPage('/__pay/payfast', `?${fields}`);
    expect(shown && 'html' in shown ? `${shown.status} ${shown.html}` : '').toContain('200 ');
    expect(shown && 'html' in shown ? shown.html : '').toContain('PayFast (stand-in)');
    expect(mockStandin().data.purchases.find((p) => p.paymentId === started.paymentId)?.status).toBe(
      'pending',
    );

    // The page's Pay form, as the browser sends it back (the dev server's GET of the posted form).
    const pay = new URLSearchParams({
      m_payment_id: started.paymentId,
      return_url: started.fields.return_url ?? '',
    });
    const paid = await answerProviderPage('/__pay/payfast/pay', `?${pay.toString()}`);
    expect(paid).toEqual({ redirect: started.fields.return_url });
    expect(mockStandin().data.purchases.find((p) => p.paymentId === started.paymentId)?.status).toBe('paid');
    expect((await ticketsFor(SUNSET.eventId)).length).toBe(before + 1);
  });

  it('Cancel returns to the shop without paying; other addresses are not a provider’s', async () => {
    const started = await startCardPayment();
    const cancel = new URLSearchParams({ cancel_url: started.fields.cancel_url ?? '' });
    expect(await answerProviderPage('/__pay/payfast/cancel', `?${cancel.toString()}`)).toEqual({
      redirect: started.fields.cancel_url,
    });
    expect(mockStandin().data.purchases.find((p) => p.paymentId === started.paymentId)?.status).toBe(
      'pending',
    );
    expect(await answerProviderPage('/tickets', '')).toBeNull();
  });
});

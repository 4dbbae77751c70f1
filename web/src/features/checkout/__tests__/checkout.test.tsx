import { screen, waitFor } from '@testing-library/react';
import { PURCHASE_NOT_FOUND } from '@tix/contract/api/checkout';
import { api } from '@tix/contract/api/index';
import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { TICKET_TIER_LABELS, type TicketTierKey } from '@tix/contract/domain/constants';
import { daysBetween, type IsoDay, todayInSouthAfrica } from '@tix/contract/domain/dates';
import { SALES_CLOSED_MESSAGES } from '@tix/contract/domain/events';
import { formatRand, parseRandToCents } from '@tix/contract/domain/money';
import { estimateRefund, PLATFORM_REFUND_RULES } from '@tix/contract/domain/refunds';
import { BUY_QUANTITY_MESSAGES, CHECKOUT_MESSAGES } from '@tix/contract/forms/checkout';
import type { Event, TicketType } from '@tix/contract/model/event';
import { REVIEW_ABOVE_CENTS } from '@tix/mocks/flows/payments';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDayTime } from '../../../lib/dates.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SEED_EVENTS, sessions } from '../../../test/seed.ts';
import { publicEvent } from '../../../test/seed-campaigns.ts';
import { CHECKOUT_COPY, REFUND_TERMS_COPY } from '../messages.ts';

// Rand amounts as Testing Library reads them (it collapses Intl's non-breaking spaces).
const rand = (cents: number) => formatRand(cents).replace(/\s/g, ' ');
const tierOf = (key: TicketTierKey) => tiers.find((t) => t.tier === key);

// The seed's event with a sold-out tier as its page reads it (GET /api/events/:eventId), read
// again before each test from the fresh world, and the /buy address of its general tier.
let event: Event;
let tiers: TicketType[];
let general: TicketType | undefined;
let ids: { eventid: string; businessid: string; accountid: string };
let BUY: string;

const TERMS_REASON =
  'Tick the box to agree to the terms and conditions and the refund policy before you pay.';

beforeEach(async () => {
  window.sessionStorage.clear();
  ({ event, ticketTypes: tiers } = await publicEvent(SEED_EVENTS.soldOutTier));
  general = tierOf('general');
  ids = { eventid: event.id, businessid: event.businessId ?? '', accountid: sessions.customer.accountId };
  BUY = `/buy?${new URLSearchParams({ eventid: ids.eventid, ticketid: general?.id ?? '', businessid: ids.businessid })}`;
});

describe('buy page', () => {
  it('asks guests to log in or register', async () => {
    renderApp(BUY);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Pay by card or Ozow' })).not.toBeInTheDocument();
  });

  it('lets a customer pay for a running event whose balance the service did not send', async () => {
    server.use(
      answer(api.browse.getEvent, () => ({ event: { ...event, balanceCents: null }, ticketTypes: tiers })),
    );
    renderApp(BUY, { session: sessions.customer });
    expect(await screen.findByRole('button', { name: 'Pay by card or Ozow' })).toBeInTheDocument();
    expect(screen.queryByText(SALES_CLOSED_MESSAGES.notActive)).not.toBeInTheDocument();
  });

  it('keeps the quantity between 1 and 15 with the spec’s messages and enables paying after the terms', async () => {
    const { user } = renderApp(BUY, { session: sessions.customer });
    const plus = await screen.findByRole('button', { name: 'One ticket more' });
    await user.click(screen.getByRole('button', { name: 'One ticket fewer' }));
    expect(screen.getByText(BUY_QUANTITY_MESSAGES.minimum)).toBeInTheDocument();
    for (let i = 0; i < 15; i += 1) await user.click(plus);
    expect(screen.getByText(BUY_QUANTITY_MESSAGES.maximum)).toBeInTheDocument();
    expect(screen.getByText(/Tickets \(15 ×/)).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay by bank transfer' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(pay).toBeEnabled();
  });

  it('shows one total to pay, booking fee included, above its breakdown', async () => {
    renderApp(BUY, { session: sessions.customer });
    const total = await screen.findByTestId('total-to-pay');
    expect(screen.getAllByText(/^Total/).map((el) => el.textContent)).toEqual([
      'Total to pay',
      'Total booking fees',
    ]);
    const fees = screen.getByText('Total booking fees').nextElementSibling?.textContent ?? '';
    const unit = general?.adultPriceCents ?? 0;
    expect(total.textContent?.replace(/\s/g, ' ')).toContain(rand(unit + (parseRandToCents(fees) ?? 0)));
  });

  it('says why the pay buttons are disabled until the terms are ticked', async () => {
    const { user } = renderApp(BUY, { session: sessions.customer });
    const card = await screen.findByRole('button', { name: 'Pay by card or Ozow' });
    const bank = screen.getByRole('button', { name: 'Pay by bank transfer' });
    for (const button of [card, bank]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(TERMS_REASON);
    }
    expect(screen.getByText(TERMS_REASON)).toBeVisible();
    await user.click(screen.getByRole('checkbox'));
    expect(card).toBeEnabled();
    expect(card).not.toHaveAccessibleDescription();
    expect(screen.queryByText(TERMS_REASON)).not.toBeInTheDocument();
  });

  it('keeps the quantity and the ticked terms from /buy to checkout, back, and over a reload', async () => {
    const first = renderApp(BUY, { session: sessions.customer });
    const plus = await screen.findByRole('button', { name: 'One ticket more' });
    await first.user.click(plus);
    await first.user.click(plus);
    await first.user.click(screen.getByRole('checkbox'));
    await first.user.click(screen.getByRole('button', { name: 'Pay by card or Ozow' }));
    // At checkout: the same ticket type, three adults, the terms ticked.
    expect(await screen.findByRole('heading', { name: /Checkout:/ })).toBeInTheDocument();
    expect(await screen.findByLabelText('Tickets')).toHaveTextContent('3');
    expect(screen.getByRole('radio', { name: 'Adults' })).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    await first.user.click(screen.getByRole('radio', { name: 'Ozow instant EFT' }));
    // Switching to kids starts that group at 1; one more makes 2.
    await first.user.click(screen.getByRole('radio', { name: 'Kids' }));
    await first.user.click(screen.getByRole('button', { name: 'One ticket more' }));
    expect(screen.getByLabelText('Tickets')).toHaveTextContent('2');
    first.unmount();
    // Back on /buy (or a reload of it): the same count, still ticked.
    const again = renderApp(BUY, { session: sessions.customer });
    expect(await screen.findByLabelText('Tickets')).toHaveTextContent('2');
    expect(screen.getByRole('checkbox')).toBeChecked();
    again.unmount();
    // A reload of the checkout: the group and method chosen there are kept as well.
    checkout(general?.id);
    expect(await screen.findByLabelText('Tickets')).toHaveTextContent('2');
    expect(screen.getByRole('radio', { name: 'Kids' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ozow instant EFT' })).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

describe('buy page, the spec’s q', () => {
  it('starts at the quantity in the address when nothing was kept', async () => {
    renderApp(`${BUY}&q=4`, { session: sessions.customer });
    expect(await screen.findByLabelText('Tickets')).toHaveTextContent('4');
  });
});

const checkoutQuery = () =>
  `eventid=${ids.eventid}&eventname=x&eventDate=x&fulldate=x&posterUri=x&accountid=${ids.accountid}&accounttype=customer&venue=x&description=x&businessid=${ids.businessid}&poster=x&eventday=x&starttime=x&endtime=x&previousPage=buy&campaignStatus=running&ticketref=x&command=x&eventtype=x`;
const checkout = (ticketId: string | undefined) =>
  renderApp(`/checkout/${event.id}/abcdef123456?${checkoutQuery()}&ticketid=${ticketId}`, {
    session: sessions.customer,
  });

describe('checkout', () => {
  it("shows the event's refund terms and what a refund would return today, before paying", async () => {
    const vvip = tierOf('vvip');
    checkout(vvip?.id);
    const terms = await screen.findByRole('region', { name: REFUND_TERMS_COPY.heading });
    expect(terms).toHaveTextContent(REFUND_TERMS_COPY.platformRules);
    expect(terms).toHaveTextContent(REFUND_TERMS_COPY.orMore(8));
    expect(terms).toHaveTextContent(REFUND_TERMS_COPY.eventDay);
    const days = daysBetween(todayInSouthAfrica(), event.day as IsoDay);
    const price = vvip?.adultPriceCents ?? 0;
    const { refundCents } = estimateRefund(price, days, PLATFORM_REFUND_RULES);
    expect(screen.getByTestId('refund-today')).toHaveTextContent(
      REFUND_TERMS_COPY.today(rand(refundCents), rand(price)).replace(/\s/g, ' '),
    );
  });

  it('says a sold-out group is sold out and starts it at 0', async () => {
    checkout(tierOf('vip')?.id);
    expect(await screen.findByText(CHECKOUT_MESSAGES.soldOut('adults'))).toBeInTheDocument();
    expect(screen.getByLabelText('Tickets')).toHaveTextContent('0');
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Choose at least one ticket to pay.');
  });

  it('shows the booking fee breakdown and goes to identity verification for a purchase under review', async () => {
    const vvip = tierOf('vvip');
    // Just enough tickets to cost more than the review threshold.
    const quantity = Math.floor(REVIEW_ABOVE_CENTS / (vvip?.adultPriceCents ?? 1)) + 1;
    const { user } = checkout(vvip?.id);
    const plus = await screen.findByRole('button', { name: 'One ticket more' });
    expect(screen.getByText('Total booking fees')).toBeInTheDocument();
    for (let i = 1; i < quantity; i += 1) await user.click(plus);
    expect(screen.getByLabelText('Tickets')).toHaveTextContent(String(quantity));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: CHECKOUT_COPY.verifyTitle })).toBeInTheDocument();
  });
});

/** /success's summary of a paid order of `paid`'s `tier`, for payments named MOCK-... only. */
function answerPaidOrders(paid: Event | undefined, tier: TicketType | undefined) {
  server.use(
    answer(api.checkout.getPurchase, ({ params }) => {
      if (!params.paymentId.startsWith('MOCK-') || !paid || !tier)
        return problem(404, 'Not found', PURCHASE_NOT_FOUND);
      return {
        paymentId: params.paymentId,
        ticketNumber: 'MOCKTIX1',
        eventId: paid.id,
        eventName: paid.name,
        eventDay: paid.day,
        eventStartTime: paid.startTime,
        ticketType: TICKET_TIER_LABELS[tier.tier],
        quantity: 2,
        amountCents: checkoutTotal(tier.adultPriceCents, 2),
        status: 'complete' as const,
      };
    }),
  );
}

describe('payment results', () => {
  it('lists what is missing on /cancelled', async () => {
    renderApp(`/cancelled?ticket_number=ABCDEFG&event_id=${event.id}`);
    expect(await screen.findByRole('heading', { name: CHECKOUT_COPY.missingInfo })).toBeInTheDocument();
    expect(screen.getByText('business_id')).toBeInTheDocument();
  });

  it('says Payment Cancelled with the full query', async () => {
    const q = `ticket_number=ABCDEFG&ticket_id=${general?.id}&event_id=${ids.eventid}&business_id=${ids.businessid}&name_first=T&name_last=N&email=a%40b.co&item_name=x&admission=2&customer_id=${ids.accountid}`;
    renderApp(`/cancelled?${q}`, { session: sessions.customer });
    expect(await screen.findByRole('heading', { name: CHECKOUT_COPY.paymentCancelled })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECKOUT_COPY.returnHome })).toHaveAttribute(
      'href',
      '/customerdashboard',
    );
  });

  it('shows the order as the server recorded it on /success, never the amount in the address', async () => {
    const paid = event;
    const [tier] = tiers;
    answerPaidOrders(paid, tier);
    renderApp('/success?payment=MOCK-abcdef12&amount=0.01', { session: sessions.customer });
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(order).toHaveTextContent(paid?.name ?? '');
    expect(order).toHaveTextContent(formatDayTime(paid?.day ?? '', paid?.startTime ?? null));
    expect(order).toHaveTextContent(`2 × ${tier ? TICKET_TIER_LABELS[tier.tier] : ''}`);
    expect(order.textContent?.replace(/\s/g, ' ')).toContain(
      rand(checkoutTotal(tier?.adultPriceCents ?? 0, 2)),
    );
    expect(order).not.toHaveTextContent('R0.01');
    expect(order).toHaveTextContent('MOCKTIX1');
    expect(order).toHaveTextContent('MOCK-abcdef12');
    expect(screen.getByRole('link', { name: 'View your tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('finds the order by the m_payment_id a legacy’s own return address carries', async () => {
    answerPaidOrders(event, tiers[0]);
    renderApp('/success?m_payment_id=MOCK-abcdef12', { session: sessions.customer });
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(order).toHaveTextContent('MOCK-abcdef12');
  });

  it('still thanks the buyer and links to the tickets when the order cannot be found', async () => {
    renderApp('/success?payment=UNKNOWN-1', { session: sessions.customer });
    // The BFF's answer for a payment that is not this customer's (its ownership check, or the
    // purchase summary's PURCHASE_NOT_FOUND): both say it could not be found.
    expect(await screen.findByText(/We could not find that/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('links customers to their tickets after a successful payment', async () => {
    renderApp('/success', { session: sessions.customer });
    expect(await screen.findByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View your tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
  });
});

describe('bank transfer details', () => {
  it('fills the empty details a phone number finds, but not the field the buyer is typing in', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/checkout/buyer-lookup', async () => {
        await held;
        return HttpResponse.json({
          masked: false,
          fullName: 'Thandi Dlamini',
          email: 'found@demo.co.za',
          phone: '0710000001',
        });
      }),
    );
    const { user } = renderApp(BUY, { session: sessions.customer });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await user.type(await screen.findByLabelText('Phone number'), '0710000001');
    // Leaving the phone field starts the look-up; its answer lands as the buyer starts on the email.
    await user.click(screen.getByLabelText('Email address'));
    release();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Thandi Dlamini'));
    await user.keyboard('me@demo.co.za');
    expect(screen.getByLabelText('Email address')).toHaveValue('me@demo.co.za');
  });
});

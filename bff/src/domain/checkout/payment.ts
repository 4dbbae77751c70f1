import { centsToLegacyRand, legacy, type PaymentStart, text } from '@tix/contract';
import type { startPaymentBody } from '@tix/contract/api/checkout';
import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { makeCheckoutQuantitySchema } from '@tix/contract/forms/checkout';
import { validateForm } from '@tix/contract/forms/validate';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { refused } from '../../legacy/errors.ts';
import { HttpProblem, problem } from '../../lib/problem.ts';
import type { FallbackLog } from '../../lib/unknown-figures.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';
import { providerForm } from '../provider-form.ts';
import {
  assertOnSale,
  FAILED_TO_INITIATE,
  liveStock,
  loadOrder,
  ticketNumberFor,
  tierLabel,
  unitPriceCents,
} from './order.ts';
import { ozowAddress } from './ozow-address.ts';

type Body = z.output<typeof startPaymentBody>;
const randText = centsToLegacyRand;

/** Who pays and where the providers send them back: from the session and the configuration. */
export interface PaymentContext {
  user: SessionUser;
  config: Pick<Config, 'PUBLIC_URL' | 'ozowUrl' | 'payfastUrl' | 'LEGACY_REPLAY'>;
  userAgent: string | undefined;
}
const failedToInitiate = () => new HttpProblem(problem(502, 'Payment not started', FAILED_TO_INITIATE));

async function buyerDetails(port: LegacyPort) {
  const profile = await port.legacy(legacy.CUSTOMERDETAILS);
  const email = text(profile.email);
  if (!email) throw refused('CUSTOMERDETAILS', 'Add an email address to your profile before buying tickets.');
  const [first = '', ...rest] = (text(profile.customername) ?? '').split(/\s+/);
  return { email, phone: text(profile.phone) ?? '', first: first || email, last: rest.join(' ') || '-' };
}

/** The spec's return pages: /success and /cancelled (part 1, section 4). */
const BACK = { returnPath: '/success', cancelPath: '/cancelled' } as const;

/** Starts a card or Ozow payment; prices, organiser and buyer come from the legacy's own data. */
export async function startPayment(
  port: LegacyPort & { log?: FallbackLog },
  ctx: PaymentContext,
  body: Body,
): Promise<PaymentStart> {
  const { user, config } = ctx;
  const order = await loadOrder(port, body.eventId, body.ticketId);
  // With the request's logger: a sale decided without a balance is logged, as the EFT path does.
  assertOnSale(order.event, port.log);
  const stock = await liveStock(port, order.event.id, order.ticket);
  const checked = validateForm(makeCheckoutQuantitySchema(stock), {
    group: body.group,
    quantity: body.quantity,
  });
  if (!checked.ok)
    throw new HttpProblem(problem(400, 'Invalid request', checked.message, checked.fieldErrors));
  const { group, quantity } = checked.data;
  const amountCents = checkoutTotal(unitPriceCents(order.ticket, group), quantity);
  const buyer = await buyerDetails(port);
  const ticketNumber = ticketNumberFor(user.accountId, body.token);
  const itemName = `${order.event.name} - ${tierLabel(order.ticket)} ${group}`.slice(0, 100);
  const answer = await port.legacy(legacy.PAYMENT_CREDENTIALS, {
    item_name: itemName,
    amount: randText(amountCents),
    email: buyer.email,
    cell_number: buyer.phone,
    name_first: buyer.first,
    name_last: buyer.last,
    admission: quantity,
    adults_price: randText(order.ticket.adultPriceCents),
    kids_price: randText(order.ticket.kidsPriceCents ?? 0),
    category: order.ticket.tier,
    ticketid: order.ticket.id,
    ticketnumber: ticketNumber,
    eventid: order.event.id,
    payment_method: body.method,
    businessid: order.event.businessId,
    type: 'purchase_ticket',
    group,
    is_mobile: body.isMobile ? 1 : 0,
    userAgent: ctx.userAgent?.slice(0, 300),
    ...body.device,
    // Ours, not the spec's: where we want the buyer back. A legacy with its own addresses may
    // ignore them; the form's addresses are checked either way.
    return_url: new URL(BACK.returnPath, config.PUBLIC_URL).toString(),
    cancel_url: new URL(BACK.cancelPath, config.PUBLIC_URL).toString(),
  });
  const paymentId = text(answer.m_payment_id) ?? text(answer.uuid);
  if (!paymentId) throw failedToInitiate();
  if (answer.status === 'review') {
    return { outcome: 'review', paymentId, message: text(answer.message) ?? 'Please verify your identity.' };
  }
  const expected = { amountCents, publicUrl: config.PUBLIC_URL, ...BACK, recorded: config.LEGACY_REPLAY };
  if (body.method === 'ozow') {
    const ozowUrl = text(answer.ozowUrl);
    if (!ozowUrl) throw failedToInitiate();
    return { outcome: 'ozow', paymentId, url: ozowAddress(ozowUrl, config.ozowUrl, expected) };
  }
  const fields = providerForm(answer, expected);
  return { outcome: 'payfast', paymentId, action: config.payfastUrl, fields };
}

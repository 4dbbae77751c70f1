import * as legacy from '@tix/contract/legacy/index';
import { saDateTime } from '../clock.ts';
import type { StandinData } from '../model.ts';
import { phoneKey } from '../outbox.ts';
import { findCustomer, findEvent, findTicketType, recordPurchase } from '../sales/purchases.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { listOrVal } from './rows.ts';

// The bank-transfer purchase: banking details, the buyer lookup, the proof-of-payment upload and
// the follow-up calls that mark it waiting for approval and email the buyer.

const ok = { status: 'success' };
const failed = (message: string) => ({ status: 'failed', message });

/** Demo banking details for an organiser who has not saved any (stand-in data). */
const DEMO_BANK = { bankName: 'Standard Bank', branchCode: '051001', accountType: 'business' };

function bankRow(data: StandinData, eventId: number) {
  const event = findEvent(data, eventId);
  const business = data.businesses.find((b) => b.id === event?.businessId);
  if (!event || !business) return null;
  const saved = data.bankDetails.find((d) => d.ownerType === 'business' && d.ownerId === business.id);
  return {
    eventid: String(event.id),
    businessid: String(business.id),
    event_name: event.name,
    business_name: business.name,
    bank_name: saved?.bankName ?? DEMO_BANK.bankName,
    account_number: saved?.accountNumber ?? `10${String(business.id).padStart(8, '0')}`,
    account_holder: saved?.accountHolder ?? business.name,
    branch_code: saved?.branchCode ?? DEMO_BANK.branchCode,
    cell_number: business.phone,
    tel: business.phone,
    email: business.email,
    address: business.address,
  };
}

const lookupRow = (c: { email: string; phone: string; firstName: string; lastName: string }) => ({
  email: c.email,
  phone: c.phone,
  fname: c.firstName,
  lname: c.lastName,
});

const byTicketNumber = (data: StandinData, ticketnumber: string, email: string) =>
  data.purchases.find(
    (p) =>
      p.method === 'eft' &&
      p.ticketNumber === ticketnumber &&
      p.buyer.email.toLowerCase() === email.toLowerCase(),
  );

export const checkoutEftHandlers: readonly RegisteredHandler[] = [
  handle(legacy.PAYMENT_METHOD, ({ eventid }, { data }) => {
    const row = bankRow(data, Number(eventid));
    return row ? [row] : { val: 0 as const };
  }),

  handle(legacy.GET_USER_EMAIL, ({ phone }, { data }) =>
    listOrVal(data.customers.filter((c) => phoneKey(c.phone) === phoneKey(phone)).map(lookupRow)),
  ),

  handle(legacy.GET_USER_PHONE, ({ email }, { data }) =>
    listOrVal(
      data.customers.filter((c) => c.email.toLowerCase() === email.trim().toLowerCase()).map(lookupRow),
    ),
  ),

  handle(legacy.BUYER_DETAILS_ATTACHMENT, (p, { data, files, session, now }) => {
    const event = findEvent(data, p.eventid);
    const ticket = findTicketType(data, p.ticketid);
    if (!event || !ticket || ticket.eventId !== event.id) return failed('This ticket is not on sale.');
    const quantity = Number(p.admissionValue);
    const [firstName = '', ...rest] = p.fullname.trim().split(/\s+/);
    const purchase = recordPurchase(data, {
      ticketNumber: p.ticketnumber,
      customerId:
        findCustomer(data, session?.account.type === 'customer' ? session.account.id : undefined)?.id ?? null,
      event,
      ticket,
      group: 'adults',
      quantity,
      amountCents: Math.round(Number(p.total) * 100),
      method: 'eft',
      buyer: { firstName, lastName: rest.join(' '), email: p.email, phone: p.phone },
      createdAt: saDateTime(now()),
    });
    purchase.proofFile = files.file?.filename ?? p.attachmentName;
    return ok;
  }),

  handle(legacy.UPDATE_PAID_TABLE, ({ ticketnumber, email }, { data }) => {
    const purchase = byTicketNumber(data, ticketnumber, email);
    if (purchase?.status === 'pending') purchase.status = 'awaiting_approval';
    return purchase ? ok : failed('No such purchase.');
  }),

  handle(legacy.SEND_EMAIL_ATTACHMENT, ({ ticketnumber, email }, { data, outbox }) => {
    const purchase = byTicketNumber(data, ticketnumber, email);
    if (!purchase) return failed('No such purchase.');
    const event = findEvent(data, purchase.eventId);
    outbox.send({
      channel: 'email',
      to: purchase.buyer.email,
      subject: `Proof of payment received for ${event?.name ?? 'your event'}`,
      body: `We received your proof of payment for ticket ${purchase.ticketNumber}. Your ticket is being processed and will be issued once the organiser approves the payment.`,
    });
    return ok;
  }),
];

import { type BankTransferReceipt, centsToLegacyRand, legacy } from '@tix/contract';
import {
  BANK_TRANSFER_MESSAGES,
  bankTransferPurchaseSchema,
  buyQuantitySchema,
} from '@tix/contract/forms/checkout';
import { validateForm } from '@tix/contract/forms/validate';
import { idMessage, isLegacyId } from '@tix/contract/model/ids';
import type { FastifyBaseLogger } from 'fastify';
import type { ProofUpload } from '../../http/proof-upload.ts';
import { isUpstreamFailure } from '../../legacy/errors.ts';
import { HttpProblem, problem } from '../../lib/problem.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';
import { assertOnSale, loadOrder, ticketNumberFor, unitPriceCents } from './order.ts';

const randText = centsToLegacyRand;

const invalid = (message: string, errors?: Record<string, string>) =>
  new HttpProblem(problem(400, 'Invalid request', message, errors));

/** The spec's sentence for a server failure of the upload, whatever went wrong behind it. */
async function orServerProblem<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUpstreamFailure(error)) {
      throw new HttpProblem(problem(502, 'Upload failed', BANK_TRANSFER_MESSAGES.serverProblem));
    }
    throw error;
  }
}

/**
 * A bank-transfer purchase: the buyer's details and proof of payment go to the legacy, which then
 * marks the purchase as waiting for the organiser's approval and emails the buyer.
 */
export async function submitBankTransfer(
  port: LegacyPort,
  log: FastifyBaseLogger,
  accountId: string,
  { fields, proof }: ProofUpload,
): Promise<BankTransferReceipt> {
  const form = validateForm(bankTransferPurchaseSchema, {
    fullName: fields.fullName,
    email: fields.email,
    phone: fields.phone,
    proof: proof ? { name: proof.name } : undefined,
  });
  if (!form.ok) throw invalid(form.message, form.fieldErrors);
  const quantity = validateForm(buyQuantitySchema, { quantity: fields.quantity });
  if (!quantity.ok) throw invalid(quantity.message, quantity.fieldErrors);
  const eventId = fields.eventId ?? '';
  const ticketId = fields.ticketId ?? '';
  // Ids are the legacy's opaque strings (contract/src/model/ids.ts), not numbers.
  if (!isLegacyId(eventId)) throw invalid(idMessage('Event id'));
  if (!isLegacyId(ticketId)) throw invalid(idMessage('Ticket id'));
  if (!proof) throw invalid(BANK_TRANSFER_MESSAGES.proofRequired);

  const order = await loadOrder(port, eventId, ticketId);
  assertOnSale(order.event, log);
  const price = unitPriceCents(order.ticket, 'adults');
  const ticketNumber = ticketNumberFor(accountId, `eft:${fields.token ?? ''}:${form.data.email}`);
  const ticket = {
    eventid: order.event.id,
    businessid: order.event.businessId,
    ticketid: order.ticket.id,
    ticketnumber: ticketNumber,
    email: form.data.email,
  };
  await orServerProblem(() =>
    port.legacy(
      legacy.BUYER_DETAILS_ATTACHMENT,
      {
        ...ticket,
        ticketref: order.ticket.ref ?? '',
        total: randText(price * quantity.data.quantity),
        price: randText(price),
        admissionValue: quantity.data.quantity,
        phone: form.data.phone,
        fullname: form.data.fullName,
        attachmentName: proof.name,
      },
      { files: { file: new File([new Uint8Array(proof.data)], proof.name, { type: proof.type }) } },
    ),
  );
  // The legacy's follow-ups; failures there are logged, the proof is already recorded.
  for (const op of [legacy.UPDATE_PAID_TABLE, legacy.SEND_EMAIL_ATTACHMENT]) {
    await port
      .legacy(op, ticket)
      .catch((error: unknown) => log.warn({ err: error, op: op.key }, 'bank-transfer follow-up failed'));
  }
  return { ticketNumber, email: form.data.email, eventId, ticketId, businessId: order.event.businessId };
}

import { z } from 'zod';
import { email, file, inOrder, text } from './fields.ts';
import {
  checkedQuantity,
  checkQuantity,
  type GroupStock,
  groupField,
  type QuantityMessages,
  quantityField,
  type TicketGroup,
  WHOLE_NUMBER_MESSAGE,
} from './quantity.ts';
import { REGISTRATION_MESSAGES } from './registration.ts';

// Buying: quantity on the buy page and at checkout, the bank-transfer form and the one-time code
// of a transaction under review (spec part 1, section 5; part 3 for the code).

export const BUY_QUANTITY_MESSAGES = {
  minimum: "You've reached the minimum",
  maximum: "You've reached the maximum",
  wholeNumber: WHOLE_NUMBER_MESSAGE,
} as const;

/** Buy page: quantity (admissions, 1 to 15). Its maximum message lacks the checkout's 'of 15'. */
export const buyQuantitySchema = z
  .object({ quantity: quantityField() })
  .superRefine(
    inOrder((value, fail) =>
      checkQuantity({ group: 'adults', quantity: value.quantity }, undefined, BUY_QUANTITY_MESSAGES, fail),
    ),
  )
  .transform(checkedQuantity);

export const CHECKOUT_MESSAGES = {
  minimum: "You've reached the minimum",
  maximum: "You've reached the maximum of 15",
  /** 'There are/was N {category} ticket(s) left'. */
  ticketsLeft: (left: number, category: string) =>
    left === 1 ? `There was 1 ${category} ticket left` : `There are ${left} ${category} tickets left`,
  soldOut: (group: TicketGroup) => `Tickets for ${group} are sold out`,
  wholeNumber: WHOLE_NUMBER_MESSAGE,
} as const satisfies QuantityMessages;

/**
 * Checkout: group (adults or kids), quantity. With the category's stock (from the server), also
 * checks sold-out groups and what is left.
 */
export const makeCheckoutQuantitySchema = (stock?: GroupStock) =>
  z
    .object({ group: groupField(), quantity: quantityField() })
    .superRefine(inOrder((value, fail) => checkQuantity(value, stock, CHECKOUT_MESSAGES, fail)))
    .transform(checkedQuantity);

export const checkoutQuantitySchema = makeCheckoutQuantitySchema();

export const BANK_TRANSFER_MESSAGES = {
  /** Not in the spec, ours (the spec says only that all four are required). */
  fullNameRequired: 'Enter your full name',
  /** Not in the spec for this form, ours: the registration wording. */
  emailRequired: REGISTRATION_MESSAGES.emailRequired,
  /** Not in the spec for this form, ours: the registration wording. */
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
  /** Not in the spec for this form, ours: the registration wording. */
  phoneRequired: REGISTRATION_MESSAGES.phoneRequired,
  /** Not in the spec, ours. */
  proofRequired: 'Upload your proof of payment',
  /** Not in the spec, ours: checked when the file is chosen and when it arrives. */
  proofSize: 'The proof of payment must be 5 MB or smaller.',
  /** Not in the spec, ours. */
  proofType: 'The proof of payment must be a PDF, PNG or JPEG file.',
  serverProblem: 'There was a problem with the server',
} as const;

/** Bank-transfer purchase: fullName, email, phone, proof (the proof-of-payment file). */
export const bankTransferPurchaseSchema = z.object({
  fullName: text(BANK_TRANSFER_MESSAGES.fullNameRequired),
  email: email(BANK_TRANSFER_MESSAGES.emailRequired, BANK_TRANSFER_MESSAGES.emailInvalid),
  phone: text(BANK_TRANSFER_MESSAGES.phoneRequired),
  proof: file(BANK_TRANSFER_MESSAGES.proofRequired),
});

export const TRANSACTION_VERIFICATION_MESSAGES = {
  otpRequired: 'Enter OTP',
  emailRequired: 'Enter your exisitng email address',
} as const;

/** Identity verification of a payment under review (/verification-process): otp, email. */
export const transactionVerificationSchema = z.object({
  otp: text(TRANSACTION_VERIFICATION_MESSAGES.otpRequired),
  email: text(TRANSACTION_VERIFICATION_MESSAGES.emailRequired),
});

import { z } from 'zod';
import { MAX_ADMISSIONS } from '../domain/quantity.ts';
import { inOrder, isEmail, looseText, password, text } from './fields.ts';
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

// The promoter's (booster's) own forms: login and the sell form (spec part 2, section 5).

export const BOOSTER_LOGIN_MESSAGES = {
  emailRequired: 'Email address is required',
  passwordRequired: 'Enter password',
  incorrect: 'Incorrect login details',
} as const;

/** Booster login (under the organisation picked before): email, password. */
export const boosterLoginSchema = z.object({
  email: text(BOOSTER_LOGIN_MESSAGES.emailRequired),
  password: password(BOOSTER_LOGIN_MESSAGES.passwordRequired),
});

export const SELL_MESSAGES = {
  allFieldsRequired: 'All fields must are required',
  minimum: "You've reached the minimum",
  /**
   * The spec's 'You've reached the maximum of 15 {n}', {n} read as the unit counted: passing the
   * quantity asked for read 'of 15 16'.
   */
  maximum: `You've reached the maximum of ${MAX_ADMISSIONS} tickets`,
  ticketsLeft: (n: number, category: string) => `There are ${n} ${category} tickets left`,
  soldOut: (group: TicketGroup) => `Tickets for ${group} are sold out`,
  wholeNumber: WHOLE_NUMBER_MESSAGE,
  /** Not in the spec for this form, ours: the registration wording. */
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
  success: 'Successful!',
  alreadyExists: 'Email or phone provided already exist',
} as const satisfies QuantityMessages & Record<string, unknown>;

const M = SELL_MESSAGES;

/**
 * Sell form (/customerpay): group (adults or kids), fullName, phone, email, quantity. With the
 * category's stock, also checks sold-out groups and what is left.
 */
export const makeSellSchema = (stock?: GroupStock) =>
  z
    .object({
      group: groupField(),
      fullName: looseText(M.allFieldsRequired),
      phone: looseText(M.allFieldsRequired),
      email: looseText(M.allFieldsRequired),
      quantity: quantityField(),
    })
    .superRefine(
      inOrder((value, fail) => {
        const empty = (['fullName', 'phone', 'email'] as const).filter((key) => value[key] === '');
        for (const key of empty) fail(key, M.allFieldsRequired);
        if (value.email !== '' && !isEmail(value.email)) fail('email', M.emailInvalid);
        checkQuantity(value, stock, M, fail);
      }),
    )
    .transform(checkedQuantity);

export const sellSchema = makeSellSchema();

import { z } from 'zod';
import { FOLLOWER_ESTIMATES, PARTNER_TYPES } from '../domain/affiliate.ts';
import { MIN_PASSWORD_LENGTH } from '../domain/constants.ts';
import { LIMITS } from '../model/limits.ts';
import { choice, inOrder, isEmail, looseMultilineText, looseText, optionalText } from './fields.ts';
import { REGISTRATION_MESSAGES } from './registration.ts';

// Partner (affiliate) sign-up at /partner (spec part 3, section 5).

/**
 * The product's name in copy. The spec writes it as {product} and never names it; this is the
 * package scope's name until the team settles the brand.
 */
export const PRODUCT_NAME = 'Tix';

const SOCIAL_KEYS = ['instagram', 'facebook', 'tiktok', 'x', 'linkedin'] as const;

export const PARTNER_SIGN_UP_MESSAGES = {
  organisationNameRequired: 'Enter the name of your organization',
  personNameRequired: REGISTRATION_MESSAGES.nameRequired,
  emailRequired: REGISTRATION_MESSAGES.emailRequired,
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
  phoneRequired: REGISTRATION_MESSAGES.phoneRequired,
  socialRequired: 'Please provide at least one social media handle or profile URL.',
  pitchRequired: (product: string) => `Tell use how you will promote ${product}`,
  bioRequired: 'Add your bio or tagline',
  passwordTooShort: REGISTRATION_MESSAGES.passwordTooShort,
  passwordsMismatch: REGISTRATION_MESSAGES.passwordsMismatch,
  /** Not in the spec, ours: only an unknown value sent straight to the API can trigger it. */
  partnerTypeInvalid: 'Choose organisation or individual',
  /** Not in the spec, ours: as above. */
  followerEstimateInvalid: 'Choose a follower estimate from the list',
} as const;

const M = PARTNER_SIGN_UP_MESSAGES;

/**
 * Partner sign-up: partnerType (individual or organisation), name, email, phone, instagram,
 * facebook, tiktok, x, linkedin (at least one), pitch, bio, followerEstimate (optional),
 * password, confirmPassword. The name's message depends on the partner type and the social
 * handles are checked together, so the rules run as one ordered check.
 */
export const makePartnerSignUpSchema = (productName: string) =>
  z
    .object({
      partnerType: choice(PARTNER_TYPES, M.partnerTypeInvalid).default('individual'),
      name: looseText(M.personNameRequired),
      email: looseText(M.emailRequired),
      phone: looseText(M.phoneRequired),
      instagram: optionalText(),
      facebook: optionalText(),
      tiktok: optionalText(),
      x: optionalText(),
      linkedin: optionalText(),
      pitch: looseMultilineText(M.pitchRequired(productName)),
      bio: looseMultilineText(M.bioRequired),
      followerEstimate: choice(FOLLOWER_ESTIMATES, M.followerEstimateInvalid).optional(),
      password: z.string({ error: M.passwordTooShort }).max(LIMITS.password).default(''),
      confirmPassword: z.string({ error: M.passwordsMismatch }).max(LIMITS.password).default(''),
    })
    .superRefine(
      inOrder((value, fail) => {
        if (value.name === '')
          fail(
            'name',
            value.partnerType === 'organisation' ? M.organisationNameRequired : M.personNameRequired,
          );
        if (value.email === '') fail('email', M.emailRequired);
        else if (!isEmail(value.email)) fail('email', M.emailInvalid);
        if (value.phone === '') fail('phone', M.phoneRequired);
        if (SOCIAL_KEYS.every((key) => value[key] === '')) fail('instagram', M.socialRequired);
        if (value.pitch === '') fail('pitch', M.pitchRequired(productName));
        if (value.bio === '') fail('bio', M.bioRequired);
        if (value.password.length < MIN_PASSWORD_LENGTH) fail('password', M.passwordTooShort);
        else if (value.password !== value.confirmPassword) fail('confirmPassword', M.passwordsMismatch);
      }),
    );

export const partnerSignUpSchema = makePartnerSignUpSchema(PRODUCT_NAME);

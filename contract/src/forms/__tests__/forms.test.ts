import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_LEVEL, FORMS, LOGIN_MESSAGES, REGISTRATION_MESSAGES, validateForm } from '../index.ts';

const FORM_IDS = [
  'login',
  'passwordRecovery',
  'setPasswordCode',
  'setPassword',
  'customerRegistration',
  'organiserRegistration',
  'affiliateRegistration',
  'verification',
  'changePassword',
  'editProfile',
  'feedback',
  'buyQuantity',
  'checkoutQuantity',
  'bankTransferPurchase',
  'budgetCalculator',
  'createEvent',
  'editEvent',
  'postponeEvent',
  'cancelEvent',
  'loadTickets',
  'poster',
  'campaignSave',
  'campaignLaunch',
  'balanceTransfer',
  'smsMarketing',
  'smsPayment',
  'emailMarketing',
  'marketingDataUpload',
  'prepareTickets',
  'addPromoter',
  'editPromoter',
  'boosterLogin',
  'sell',
  'modelUpload',
  'modelEdit',
  'points',
  'refundRequest',
  'declineReason',
  'refundRules',
  'customerBankDetails',
  'organiserOrPartnerBankDetails',
  'identityCheck',
  'transactionVerification',
  'organiserPayout',
  'partnerPayout',
  'partnerSignUp',
  'accountDeletion',
  'accountDeletionCode',
];

describe('FORMS', () => {
  it('has a schema for every form of the spec, and nothing else', () => {
    expect(Object.keys(FORMS).sort()).toEqual([...FORM_IDS].sort());
    for (const schema of Object.values(FORMS)) expect(schema).toBeInstanceOf(z.ZodType);
  });

  it.each(Object.entries(FORMS))(
    '%s rejects an empty submission with a message of our own copy',
    (_id, schema) => {
      const result = validateForm(schema, {});
      // A form with nothing required (the calculator) accepts it.
      if (!result.ok) {
        expect(result.message).not.toMatch(/^Invalid input|expected/);
        expect(Object.values(result.fieldErrors)).toContain(result.message);
      }
    },
  );

  it('says what is wrong when the input is not an object at all', () => {
    const result = validateForm(FORMS.login, null);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors[FORM_LEVEL]).toBeTruthy();
  });
});

describe('validateForm', () => {
  it('returns the parsed data when valid', () => {
    expect(validateForm(FORMS.login, { emailOrPhone: ' thandi@example.co.za ', password: 'x' })).toEqual({
      ok: true,
      data: { emailOrPhone: 'thandi@example.co.za', password: 'x', partner: false },
    });
  });

  it('gives the first message and the first message of each field', () => {
    expect(validateForm(FORMS.login, { emailOrPhone: '', password: '' })).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.emailOrPhoneRequired,
      fieldErrors: {
        emailOrPhone: LOGIN_MESSAGES.emailOrPhoneRequired,
        password: LOGIN_MESSAGES.passwordRequired,
      },
    });
  });

  it('reports one message per field, the first', () => {
    const result = validateForm(FORMS.customerRegistration, { firstName: '', surname: '' });
    expect(!result.ok && result.fieldErrors).toMatchObject({
      firstName: REGISTRATION_MESSAGES.bothNamesRequired,
      surname: REGISTRATION_MESSAGES.bothNamesRequired,
      email: REGISTRATION_MESSAGES.emailRequired,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  makePartnerSignUpSchema,
  PARTNER_SIGN_UP_MESSAGES,
  PRODUCT_NAME,
  partnerSignUpSchema,
} from '../affiliate.ts';
import {
  affiliateRegistrationSchema,
  customerAccountName,
  customerRegistrationSchema,
  organiserRegistrationSchema,
  REGISTRATION_MESSAGES,
} from '../registration.ts';
import { firstMessage } from '../validate.ts';
import { table } from './table.ts';

const M = REGISTRATION_MESSAGES;
const account = {
  email: 'thandi@example.co.za',
  phone: '0821234567',
  password: 'longenough',
  confirmPassword: 'longenough',
};

describe('organiser registration, in order', () => {
  const valid = { businessName: 'Kasi Events', ...account };
  table(organiserRegistrationSchema, [
    ['everything empty', {}, M.businessNameRequired],
    ['no business name', { ...valid, businessName: '' }, M.businessNameRequired],
    ['no email', { ...valid, email: '', phone: '' }, M.emailRequired],
    ['invalid email before missing phone', { ...valid, email: 'thandi@', phone: '' }, M.emailInvalid],
    ['no phone', { ...valid, phone: '' }, M.phoneRequired],
    ['short password', { ...valid, password: 'short', confirmPassword: 'other' }, M.passwordTooShort],
    ['mismatch', { ...valid, confirmPassword: 'different1' }, M.passwordsMismatch],
    ['valid', valid, null],
  ]);
});

describe('customer registration, in order', () => {
  const valid = { firstName: 'Thandi', surname: 'Nkosi', ...account };
  table(customerRegistrationSchema, [
    ['everything empty', {}, M.bothNamesRequired],
    ['both names empty', { ...valid, firstName: ' ', surname: '' }, M.bothNamesRequired],
    ['no first name', { ...valid, firstName: '', email: '' }, M.firstNameRequired],
    ['no surname', { ...valid, surname: '', email: '' }, M.surnameRequired],
    ['no email', { ...valid, email: '', phone: '' }, M.emailRequired],
    ['invalid email', { ...valid, email: 'thandi.example.co.za', phone: '' }, M.emailInvalid],
    ['no phone', { ...valid, phone: '', password: '' }, M.phoneRequired],
    ['short password', { ...valid, password: 'short' }, M.passwordTooShort],
    ['mismatch', { ...valid, confirmPassword: 'different1' }, M.passwordsMismatch],
    ['valid', valid, null],
  ]);

  it('sends the account name as first name and surname joined', () => {
    expect(customerAccountName({ firstName: 'Thandi', surname: 'Nkosi' })).toBe('Thandi Nkosi');
  });
});

describe('affiliate registration', () => {
  const valid = { name: 'Thandi Nkosi', ...account };
  table(affiliateRegistrationSchema, [
    ['no name', { ...valid, name: '' }, M.nameRequired],
    ['no email', { ...valid, email: '' }, M.emailRequired],
    ['invalid email', { ...valid, email: 'x@' }, M.emailInvalid],
    ['no phone', { ...valid, phone: '' }, M.phoneRequired],
    ['short password', { ...valid, password: 'short' }, M.passwordTooShort],
    ['mismatch', { ...valid, confirmPassword: 'different1' }, M.passwordsMismatch],
    ['valid', valid, null],
  ]);
});

describe('partner sign-up, in order', () => {
  const P = PARTNER_SIGN_UP_MESSAGES;
  const valid = {
    partnerType: 'individual',
    name: 'Thandi Nkosi',
    ...account,
    instagram: '@thandi',
    pitch: 'Posts to my followers',
    bio: 'Jozi events',
    followerEstimate: '2K-10K',
  };
  table(partnerSignUpSchema, [
    ['everything empty', {}, P.personNameRequired],
    ['no name, individual', { ...valid, name: '', email: '' }, P.personNameRequired],
    [
      'no name, organisation',
      { ...valid, partnerType: 'organisation', name: '' },
      P.organisationNameRequired,
    ],
    ['no email', { ...valid, email: '', instagram: '' }, P.emailRequired],
    ['invalid email', { ...valid, email: 'nope', phone: '' }, P.emailInvalid],
    ['no phone', { ...valid, phone: '', instagram: '' }, P.phoneRequired],
    ['no social handle', { ...valid, instagram: ' ', pitch: '' }, P.socialRequired],
    ['no pitch', { ...valid, pitch: '', bio: '' }, P.pitchRequired(PRODUCT_NAME)],
    ['no bio', { ...valid, bio: '', password: '' }, P.bioRequired],
    ['short password', { ...valid, password: 'short' }, P.passwordTooShort],
    ['mismatch', { ...valid, confirmPassword: 'different1' }, P.passwordsMismatch],
    ['unknown follower estimate (ours)', { ...valid, followerEstimate: 'lots' }, P.followerEstimateInvalid],
    ['valid', valid, null],
    [
      'valid with only a LinkedIn URL',
      { ...valid, instagram: '', linkedin: 'https://linkedin.com/in/t' },
      null,
    ],
  ]);

  it('names the product in the pitch message', () => {
    const schema = makePartnerSignUpSchema('Acme');
    expect(firstMessage(schema, { ...valid, pitch: '' })).toBe('Tell use how you will promote Acme');
  });
});

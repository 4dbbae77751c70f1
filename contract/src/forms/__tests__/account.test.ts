import { describe } from 'vitest';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  EDIT_PROFILE_MESSAGES,
  editProfileSchema,
  LOGIN_MESSAGES,
  loginSchema,
  PASSWORD_RECOVERY_MESSAGES,
  passwordRecoverySchema,
  SET_PASSWORD_MESSAGES,
  setPasswordCodeSchema,
  setPasswordSchema,
  VERIFICATION_MESSAGES,
  verificationSchema,
} from '../account.ts';
import { FEEDBACK_MESSAGES, feedbackSchema } from '../feedback.ts';
import { table } from './table.ts';

describe('login', () => {
  const valid = { emailOrPhone: 'thandi@example.co.za', password: 'secret', partner: true };
  table(loginSchema, [
    ['nothing typed', { emailOrPhone: '', password: '' }, LOGIN_MESSAGES.emailOrPhoneRequired],
    ['only spaces', { ...valid, emailOrPhone: '   ' }, LOGIN_MESSAGES.emailOrPhoneRequired],
    ['fields absent', {}, LOGIN_MESSAGES.emailOrPhoneRequired],
    ['no password', { ...valid, password: '' }, LOGIN_MESSAGES.passwordRequired],
    ['valid', valid, null],
    ['valid without the partner toggle', { emailOrPhone: '0821234567', password: 'x' }, null],
  ]);
});

describe('password recovery', () => {
  table(passwordRecoverySchema, [
    ['empty', { emailOrPhone: '' }, PASSWORD_RECOVERY_MESSAGES.emailOrPhoneRequired],
    ['valid', { emailOrPhone: '0821234567', affiliate: false }, null],
    [
      'longer than an address mail reaches',
      { emailOrPhone: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` },
      PASSWORD_RECOVERY_MESSAGES.emailOrPhoneTooLong,
    ],
    ['the longest address', { emailOrPhone: `${'a'.repeat(64)}@${'b'.repeat(185)}.com` }, null],
  ]);
});

describe('set password, code step', () => {
  table(setPasswordCodeSchema, [
    ['empty', { code: ' ' }, SET_PASSWORD_MESSAGES.codeRequired],
    ['valid', { code: '123456' }, null],
  ]);
});

describe('set password, new password step', () => {
  table(setPasswordSchema, [
    ['too short', { password: 'short', confirmPassword: 'short' }, SET_PASSWORD_MESSAGES.passwordTooShort],
    [
      'mismatch',
      { password: 'longenough', confirmPassword: 'different' },
      SET_PASSWORD_MESSAGES.passwordsMismatch,
    ],
    ['valid', { password: 'longenough', confirmPassword: 'longenough' }, null],
  ]);
});

describe('verification', () => {
  table(verificationSchema, [
    ['empty', { code: '' }, VERIFICATION_MESSAGES.codeRequired],
    ['valid', { code: '4821' }, null],
  ]);
});

describe('change password: length, then match, then current password', () => {
  const M = CHANGE_PASSWORD_MESSAGES;
  table(changePasswordSchema, [
    ['everything empty: length first', {}, M.newPasswordTooShort],
    [
      'short and no current password',
      { currentPassword: '', newPassword: 'abc', confirmPassword: 'abc' },
      M.newPasswordTooShort,
    ],
    [
      'mismatch before current password',
      { currentPassword: '', newPassword: 'longenough', confirmPassword: 'other' },
      M.passwordsMismatch,
    ],
    [
      'no current password',
      { currentPassword: '', newPassword: 'longenough', confirmPassword: 'longenough' },
      M.currentPasswordRequired,
    ],
    ['valid', { currentPassword: 'old', newPassword: 'longenough', confirmPassword: 'longenough' }, null],
  ]);
});

describe('edit profile', () => {
  const valid = { name: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '0821234567' };
  const M = EDIT_PROFILE_MESSAGES;
  table(editProfileSchema, [
    ['no name', { ...valid, name: '' }, M.allFieldsRequired],
    ['no email', { ...valid, email: '' }, M.allFieldsRequired],
    ['no phone', { ...valid, phone: '' }, M.allFieldsRequired],
    ['empty phone beats a bad email', { ...valid, email: 'nope', phone: '' }, M.allFieldsRequired],
    ['bad email (ours)', { ...valid, email: 'nope' }, M.emailInvalid],
    ['valid, socials optional', valid, null],
    [
      'valid with socials and address',
      { ...valid, instagram: '@thandi', address: '1 Long St, Cape Town' },
      null,
    ],
  ]);
});

describe('feedback', () => {
  table(feedbackSchema, [
    ['blank', { feedback: '  ' }, FEEDBACK_MESSAGES.feedbackRequired],
    ['unknown context', { feedback: 'Great', context: 'nope' }, FEEDBACK_MESSAGES.contextInvalid],
    ['unknown topic', { feedback: 'Great', topics: ['Slow'] }, FEEDBACK_MESSAGES.topicInvalid],
    ['valid', { feedback: 'Search is slow', context: 'event', topics: ['Broken link'] }, null],
  ]);
});

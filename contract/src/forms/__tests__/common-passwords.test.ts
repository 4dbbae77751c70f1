import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../domain/common-passwords.ts';
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema, setPasswordSchema } from '../account.ts';
import {
  affiliateRegistrationSchema,
  customerRegistrationSchema,
  REGISTRATION_MESSAGES as M,
  organiserRegistrationSchema,
} from '../registration.ts';
import { firstMessage } from '../validate.ts';

// Issue 17, item 11: the most common passwords are refused, after the spec's own messages.

const contact = { email: 'thandi@example.co.za', phone: '0821234567' };
const both = (password: string, confirmPassword = password) => ({ password, confirmPassword });
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('common passwords', () => {
  it('knows the list, whatever the case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('kasi-jazz-2026')).toBe(false);
  });

  it('refuses them on every registration form, the spec messages first', () => {
    const customer = { firstName: 'Thandi', surname: 'Nkosi', ...contact };
    expect(firstMessage(customerRegistrationSchema, { ...customer, ...both('password') })).toBe(
      M.passwordTooCommon,
    );
    expect(firstMessage(customerRegistrationSchema, { ...customer, ...both('pass') })).toBe(
      M.passwordTooShort,
    );
    expect(firstMessage(customerRegistrationSchema, { ...customer, ...both('password', 'other-one') })).toBe(
      M.passwordsMismatch,
    );
    expect(customerRegistrationSchema.safeParse({ ...customer, ...both('kasi-jazz-2026') }).success).toBe(
      true,
    );

    const organiser = { businessName: 'Kasi Events', ...contact };
    expect(messagesOf(organiserRegistrationSchema.safeParse({ ...organiser, ...both('password') }))).toEqual([
      M.passwordTooCommon,
    ]);
    expect(
      messagesOf(organiserRegistrationSchema.safeParse({ ...organiser, ...both('password', 'x') })),
    ).toEqual([M.passwordsMismatch]);
    const affiliate = { name: 'Thandi Nkosi', ...contact };
    expect(
      messagesOf(affiliateRegistrationSchema.safeParse({ ...affiliate, ...both('12345678') })),
    ).toContain(M.passwordTooCommon);
  });

  it('refuses them when setting or changing a password', () => {
    expect(messagesOf(setPasswordSchema.safeParse(both('sunshine')))).toEqual([M.passwordTooCommon]);
    expect(setPasswordSchema.safeParse(both('kasi-jazz-2026')).success).toBe(true);
    const change = { currentPassword: 'old-one-here', newPassword: 'password', confirmPassword: 'password' };
    expect(messagesOf(changePasswordSchema.safeParse(change))).toEqual([
      CHANGE_PASSWORD_MESSAGES.passwordTooCommon,
    ]);
    expect(messagesOf(changePasswordSchema.safeParse({ ...change, confirmPassword: 'nope-nope' }))).toEqual([
      CHANGE_PASSWORD_MESSAGES.passwordsMismatch,
    ]);
  });
});

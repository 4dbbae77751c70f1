import { z } from 'zod';
import {
  changePasswordSchema,
  editProfileSchema,
  passwordRecoverySchema,
  setPasswordCodeSchema,
  setPasswordSchema,
  verificationSchema,
} from '../forms/account.ts';
import { accountDeletionCodeSchema, accountDeletionSchema } from '../forms/account-deletion.ts';
import { partnerSignUpSchema } from '../forms/affiliate.ts';
import { feedbackSchema } from '../forms/feedback.ts';
import {
  affiliateRegistrationSchema,
  customerRegistrationSchema,
  organiserRegistrationSchema,
} from '../forms/registration.ts';
import { eventSchema } from '../model/event.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { LIMITS, lineText, list, longText } from '../model/limits.ts';
import { profileSchema } from '../model/profile.ts';
import { accountTypeSchema, sessionSchema } from '../model/session.ts';
import { endpoint } from './define.ts';
import { type Route, routes } from './routes.ts';

/** A confirmation with the service's own words, shown to the user. */
export const messageAnswer = z.object({ message: longText() });

/** Registration started: a verification code went to `email`. */
export const registrationStarted = z.object({
  email: lineText(),
  accountType: accountTypeSchema,
  message: longText(),
});

const startRegistration = <B extends z.ZodType>(route: Route, body: B, summary: string) =>
  endpoint({
    ...route,
    summary,
    access: 'public',
    body,
    response: registrationStarted,
    legacy: ['VERIFYACCOUNT'],
  });

/** Ours: only a request that skipped step 1 of the form can miss it. */
const MISSING_PASSWORD = 'Register again: the password of your registration is missing';

/** Step 2 of registration: the emailed code, the password typed at step 1, the inviting affiliate. */
export const completeRegistrationBody = verificationSchema.extend({
  password: z.string({ error: MISSING_PASSWORD }).min(1, MISSING_PASSWORD).max(LIMITS.password),
  affiliateId: legacyId(idMessage('Affiliate id')).optional(),
});

export const recoveryStarted = z.object({
  accountType: accountTypeSchema,
  accountName: lineText(),
  affiliate: z.boolean(),
  message: longText(),
});

export const accountApi = {
  registerCustomer: startRegistration(
    routes.account.registerCustomer,
    customerRegistrationSchema,
    'Customer registration: sends a verification code by email',
  ),
  registerOrganiser: startRegistration(
    routes.account.registerOrganiser,
    organiserRegistrationSchema,
    'Organiser registration: sends a verification code by email',
  ),
  registerAffiliate: startRegistration(
    routes.account.registerAffiliate,
    affiliateRegistrationSchema,
    'Affiliate registration: sends a verification code by email',
  ),
  registerPartner: startRegistration(
    routes.account.registerPartner,
    partnerSignUpSchema,
    'Partner sign-up with social handles and pitch: sends a verification code by email',
  ),
  resendVerificationCode: endpoint({
    ...routes.account.resendVerificationCode,
    summary: 'Sends the pending registration a new verification code',
    access: 'public',
    response: messageAnswer,
    legacy: ['RESEND_VERIFICATION_CODE'],
  }),
  completeRegistration: endpoint({
    ...routes.account.completeRegistration,
    summary: 'Creates the pending account with its verification code, then logs it in',
    access: 'public',
    body: completeRegistrationBody,
    response: sessionSchema,
    owner: { public: 'the affiliate id is a public referral code from an invitation link' },
    legacy: ['REGISTRATION', 'loginWeb.php'],
  }),
  startPasswordRecovery: endpoint({
    ...routes.account.startPasswordRecovery,
    summary: 'Sends a one-time reset code to the account with this email or phone',
    access: 'public',
    body: passwordRecoverySchema,
    response: recoveryStarted,
    legacy: ['RECOVERPASSWORD'],
  }),
  verifyResetCode: endpoint({
    ...routes.account.verifyResetCode,
    summary: 'Checks the one-time reset code of the pending recovery',
    access: 'public',
    body: setPasswordCodeSchema,
    response: messageAnswer,
    legacy: ['VERIFY-OTP-TO-RESET-PASSWORD'],
  }),
  saveNewPassword: endpoint({
    ...routes.account.saveNewPassword,
    summary: 'Saves the new password once the reset code was verified',
    access: 'public',
    body: setPasswordSchema,
    response: messageAnswer,
    legacy: ['SAVE-NEW-PASSWORD'],
  }),
  changePassword: endpoint({
    ...routes.account.changePassword,
    summary: "Changes the logged-in account's password",
    access: 'user',
    body: changePasswordSchema,
    response: messageAnswer,
    legacy: ['CHANGEPASSWORD'],
  }),
  getProfile: endpoint({
    ...routes.account.getProfile,
    summary: "The logged-in account's profile (bank account number masked)",
    access: 'user',
    response: profileSchema,
    legacy: ['CUSTOMERDETAILS', 'BUSINESSDETAILS', 'PARTNERDETAILS'],
  }),
  updateProfile: endpoint({
    ...routes.account.updateProfile,
    summary: "Edits the logged-in account's name, email, phone, social handles and address",
    access: 'user',
    body: editProfileSchema,
    response: messageAnswer,
    legacy: ['EDITACCOUNTDETAILS', 'ACCOUNT-DETAILS'],
  }),
  sendFeedback: endpoint({
    ...routes.account.sendFeedback,
    summary: 'Feedback from a logged-in account, with optional topics and context',
    access: 'user',
    body: feedbackSchema,
    response: messageAnswer,
    legacy: ['FEEDBACK'],
  }),
  listLikes: endpoint({
    ...routes.account.listLikes,
    summary: "The customer's favourite events",
    access: ['customer'],
    response: list(eventSchema),
    legacy: ['LIKES:GETLIKES'],
  }),
  requestAccountDeletion: endpoint({
    ...routes.account.requestAccountDeletion,
    summary: 'Asks to delete the account: a confirmation code goes to its email',
    access: ['business', 'partner'],
    body: accountDeletionSchema,
    response: messageAnswer,
    legacy: ['REQUEST_ACCOUNT_DELETION'],
  }),
  confirmAccountDeletion: endpoint({
    ...routes.account.confirmAccountDeletion,
    summary: 'Confirms the deletion with the emailed code; the session ends',
    access: ['business', 'partner'],
    body: accountDeletionCodeSchema,
    response: messageAnswer,
    legacy: ['REQUEST_ACCOUNT_DELETION:CONFIRM_CODE', 'logout.php'],
  }),
};

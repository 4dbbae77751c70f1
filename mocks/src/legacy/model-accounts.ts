import type { AccountKind } from './model.ts';

// The stand-in's records of account life: registrations waiting for their code, password resets,
// deletion requests, feedback, and the profile fields the account tables do not hold.

/** A registration after VERIFYACCOUNT, waiting for REGISTRATION with its code. */
export interface PendingRegistration {
  email: string;
  phone: string;
  name: string;
  accountType: AccountKind;
  partnerType: 'individual' | 'organisation';
  code: string;
  /** Social handles, pitch, bio and the rest of a partner sign-up. */
  extra: Partial<ProfileExtra>;
}

/** A password reset after RECOVERPASSWORD; `verified` once its code was checked. */
export interface PasswordReset {
  accountType: AccountKind;
  accountId: number;
  code: string;
  verified: boolean;
}

export interface DeletionRequest {
  accountType: AccountKind;
  accountId: number;
  email: string;
  reason: string;
  code: string;
}

export interface FeedbackRecord {
  accountType: string;
  accountId: number | null;
  feedback: string;
  context: string;
  query: string;
  at: string;
}

/** Profile fields beyond the account tables: social handles and a partner's application. */
export interface ProfileExtra {
  accountType: AccountKind;
  accountId: number;
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
  tiktok: string;
  pitch: string;
  bio: string;
  followerEstimate: string;
  updatedAt: string | null;
}

export interface AccountsData {
  pendingRegistrations: PendingRegistration[];
  passwordResets: PasswordReset[];
  deletionRequests: DeletionRequest[];
  feedback: FeedbackRecord[];
  profileExtras: ProfileExtra[];
}

export const emptyProfileExtra = (accountType: AccountKind, accountId: number): ProfileExtra => ({
  accountType,
  accountId,
  facebook: '',
  twitter: '',
  instagram: '',
  linkedin: '',
  tiktok: '',
  pitch: '',
  bio: '',
  followerEstimate: '',
  updatedAt: null,
});

/** The seed's part: the demo organiser and partner have social handles. */
export const seedAccounts = (): AccountsData => ({
  pendingRegistrations: [],
  passwordResets: [],
  deletionRequests: [],
  feedback: [],
  profileExtras: [
    { ...emptyProfileExtra('business', 201), facebook: 'demoeventsco', instagram: '@demoeventsco' },
    { ...emptyProfileExtra('partner', 301), instagram: '@lerato.mokoena', tiktok: '@lerato' },
  ],
});

import { paths } from '../../lib/paths.ts';
// Profile, edit profile, change password and account deletion copy. Validation messages come
// from the contract's form schemas.

export const PROFILE_COPY = {
  heading: 'My profile',
  details: 'Account details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  registered: 'Member since',
  updated: 'Last updated',
  socials: 'Social media',
  address: 'Address',
  bank: 'Bank details',
  bankName: 'Bank',
  branchCode: 'Branch code',
  accountHolder: 'Account holder',
  accountNumber: 'Account number',
  accountType: 'Type of account',
  noBank: 'No bank details yet.',
  notGiven: 'Not given',
  edit: 'Edit',
  bankLink: 'Bank details',
  changePassword: 'Change password',
  deleteAccount: 'Delete account',
  policies: 'Policies',
  social: {
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
  },
} as const;

export const POLICY_LINKS = [
  { to: paths.terms, label: 'Terms and conditions' },
  { to: paths.privacyPolicy, label: 'Privacy policy' },
  { to: paths.refundPolicy, label: 'Refund policy' },
  { to: paths.ticketingPolicy, label: 'Ticketing policy' },
] as const;

export const EDIT_COPY = {
  heading: 'Edit profile',
  save: 'Save changes',
  back: 'Back to profile',
  address: 'Address (optional)',
} as const;

export const CHANGE_PASSWORD_COPY = {
  heading: 'Change password',
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm new password',
  submit: 'Update password',
} as const;

export const DELETION_COPY = {
  heading: 'Delete account',
  intro: 'Deleting your account is permanent. We will email you a code to confirm.',
  email: 'Email',
  password: 'Password',
  reason: 'Why do you want to delete your account?',
  request: 'Send confirmation code',
  code: 'Confirmation code',
  codeIntro: 'Enter the code we emailed you to delete your account.',
  confirm: 'Delete my account',
  done: 'Account deleted',
  home: 'Go to the home page',
} as const;

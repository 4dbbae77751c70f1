import { BANK_DETAILS_MESSAGES, IDENTITY_CHECK_MESSAGES } from '@tix/contract/forms/bank';

// Bank details copy (spec part 3, sections 2, 5 and 8).
export const BANK_COPY = {
  heading: 'Bank details',
  editHeading: 'Edit bank details',
  edit: 'Edit',
  add: '+ Add',
  bank: 'Bank name',
  customBank: 'Bank name (other)',
  holder: 'Account holder',
  number: 'Account number',
  numberKeep: (masked: string) => `Enter the full account number (saved: ${masked})`,
  type: 'Type of account',
  branch: 'Branch code',
  createdOn: 'Details created on',
  updatedOn: 'Updated on',
  choose: 'Choose',
  addButton: 'Add',
  updateButton: 'Update',
  dialogHeading: 'Confirm your password',
  passwordLabel: 'Password',
  confirm: 'Confirm',
  cancel: 'Cancel',
  back: 'Back',
  backToRefund: 'Back to your refund request',
  /** The partner's way out of the bank form, to /in. */
  maybeLater: 'Maybe later',
  ...BANK_DETAILS_MESSAGES,
  ...IDENTITY_CHECK_MESSAGES,
} as const;

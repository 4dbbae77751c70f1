// Banks for payout and refund bank details (spec part 3, sections 2, 3, 5 and 9).

/** The bank dropdown's 12 options, in the spec's order. 'Other' asks for a custom bank name. */
export const BANK_OPTIONS = [
  'Absa',
  'African',
  'Capitec',
  'Discovery',
  'FNB',
  'Investec',
  'Nedbank',
  'Standard',
  'Tyme',
  'Bidvest',
  'Mercantile',
  'Other',
] as const;
export type BankOption = (typeof BANK_OPTIONS)[number];
export const OTHER_BANK: BankOption = 'Other';

/**
 * Universal branch codes for the banks the spec says have presets. The spec names the banks
 * but not the values; these are the codes the banks publish (see docs/decisions-domain.md).
 */
export const UNIVERSAL_BRANCH_CODES = {
  absa: '632005',
  african: '430000',
  bidvest: '462005',
  capitec: '470010',
  discovery: '679000',
  fnb: '250655',
  investec: '580105',
  mercantile: '450105',
  nedbank: '198765',
  'old mutual': '462005',
  postbank: '460005',
  sasfin: '683000',
  standard: '051001',
  tyme: '678910',
  grindrod: '584000',
} as const;
export type PresetBank = keyof typeof UNIVERSAL_BRANCH_CODES;

function isPresetBank(key: string): key is PresetBank {
  return Object.hasOwn(UNIVERSAL_BRANCH_CODES, key);
}

/**
 * The branch code to fill in for a bank name, or null when the bank has no preset (then the
 * field is typed and editable). Matches on the lower-cased first words, so 'Absa',
 * 'ABSA Bank' and 'Old Mutual' all find their code.
 */
export function universalBranchCode(bankName: string): string | null {
  const words = bankName.trim().toLowerCase().split(/\s+/);
  for (const key of [words.slice(0, 2).join(' '), words[0] ?? '']) {
    if (isPresetBank(key)) return UNIVERSAL_BRANCH_CODES[key];
  }
  return null;
}

/**
 * Account types sent as bank_account_type. The legacy's select gives 'Cheque/Current' the
 * value savings (a defect the spec points out); here cheque is its own value.
 */
export const BANK_ACCOUNT_TYPES = ['cheque', 'savings', 'business', 'Other'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_OPTIONS = [
  { value: 'cheque', label: 'Cheque/Current' },
  { value: 'savings', label: 'Savings' },
] as const satisfies readonly { value: BankAccountType; label: string }[];

/** Account numbers are shown masked except their last 4 digits. */
export const ACCOUNT_NUMBER_VISIBLE_DIGITS = 4;

export function maskAccountNumber(accountNumber: string): string {
  const chars = Array.from(accountNumber.trim());
  const hidden = Math.max(0, chars.length - ACCOUNT_NUMBER_VISIBLE_DIGITS);
  return '*'.repeat(hidden) + chars.slice(hidden).join('');
}

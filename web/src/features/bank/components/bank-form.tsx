import { BANK_ACCOUNT_TYPE_OPTIONS, OTHER_BANK, universalBranchCode } from '@tix/contract/domain/banks';
import type { BankDetails } from '@tix/contract/model/bank';
import type { SaveBankDetailsBody } from '../api/bank.ts';
import { BANK_COPY } from '../messages.ts';
import styles from './bank-form.module.css';

/** The form holds exactly what the contract's save endpoint takes, every field as typed text. */
export type BankFormValues = { [Field in keyof SaveBankDetailsBody['details']]-?: string };

export const initialValues = (saved: BankDetails | null, banks: readonly string[]): BankFormValues => {
  const known = saved && banks.includes(saved.bank);
  return {
    bank: saved ? (known ? saved.bank : OTHER_BANK) : '',
    customBankName: saved && !known ? saved.bank : '',
    branchCode: saved?.branchCode ?? '',
    accountHolder: saved?.accountHolder ?? '',
    accountNumber: '',
    accountType: saved?.accountType ?? '',
  };
};

interface BankFieldsProps {
  values: BankFormValues;
  banks: readonly string[];
  masked: string | null;
  onChange: (next: BankFormValues) => void;
}

/** The fields: a known bank fills its universal branch code, read only; 'Other' asks for a name. */
export function BankFields({ values, banks, masked, onChange }: BankFieldsProps) {
  const preset = values.bank === OTHER_BANK ? null : universalBranchCode(values.bank);
  const set = (patch: Partial<BankFormValues>) => onChange({ ...values, ...patch });
  return (
    <div className={styles.fields}>
      <label htmlFor="bank-name">{BANK_COPY.bank}</label>
      <select
        id="bank-name"
        value={values.bank}
        onChange={(e) => {
          const code = universalBranchCode(e.target.value);
          set({
            bank: e.target.value,
            branchCode: code ?? (e.target.value === OTHER_BANK ? '' : values.branchCode),
          });
        }}
      >
        <option value="">{BANK_COPY.choose}</option>
        {banks.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </select>
      {values.bank === OTHER_BANK && (
        <>
          <label htmlFor="bank-custom">{BANK_COPY.customBank}</label>
          <input
            id="bank-custom"
            value={values.customBankName}
            maxLength={50}
            onChange={(e) => set({ customBankName: e.target.value })}
          />
        </>
      )}
      <label htmlFor="bank-branch">{BANK_COPY.branch}</label>
      <input
        id="bank-branch"
        inputMode="numeric"
        value={preset ?? values.branchCode}
        readOnly={preset !== null}
        onChange={(e) => set({ branchCode: e.target.value })}
      />
      <label htmlFor="bank-holder">{BANK_COPY.holder}</label>
      <input
        id="bank-holder"
        value={values.accountHolder}
        onChange={(e) => set({ accountHolder: e.target.value })}
      />
      <label htmlFor="bank-number">{BANK_COPY.number}</label>
      <input
        id="bank-number"
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        placeholder={masked ? BANK_COPY.numberKeep(masked) : undefined}
        onChange={(e) => set({ accountNumber: e.target.value })}
      />
      <label htmlFor="bank-type">{BANK_COPY.type}</label>
      <select
        id="bank-type"
        value={values.accountType}
        onChange={(e) => set({ accountType: e.target.value })}
      >
        <option value="">{BANK_COPY.choose}</option>
        {BANK_ACCOUNT_TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { SIGNATURE_BYTES } from '@tix/contract/domain/file-signatures';
import { PROOF_MAX_BYTES, sniffProof } from '@tix/contract/domain/proof-of-payment';
import { BANK_TRANSFER_MESSAGES, bankTransferPurchaseSchema } from '@tix/contract/forms/checkout';
import { validateForm } from '@tix/contract/forms/validate';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { Banner } from '../../../ui/banner.tsx';
import { draftToken, lookupBuyer } from '../api/checkout.ts';
import { uploadBankTransfer } from '../api/upload.ts';
import styles from '../checkout.module.css';

interface Props {
  eventId: string;
  ticketId: string;
  quantity: number;
}

/** Buyer details and the proof of payment, uploaded with a progress bar; then /successeft. */
export function BankTransferForm({ eventId, ticketId, quantity }: Props) {
  const navigate = useNavigate();
  const [fields, setFields] = useState({ fullName: '', email: '', phone: '' });
  const [proof, setProof] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const token = useRef(draftToken());
  const [proofProblem, setProofProblem] = useState<string | null>(null);
  // A message the buyer has since fixed goes at once (issue 28), not at the next submit.
  const recheck = (next: typeof fields, nextProof: File | null) => {
    if (!error) return;
    const checked = validateForm(bankTransferPurchaseSchema, { ...next, proof: nextProof ?? undefined });
    if (checked.ok || checked.message !== error) setError(null);
  };
  const set = (name: keyof typeof fields) => (value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    recheck(next, proof);
  };

  // The proof is checked when chosen (size, then kind by its first bytes), as the BFF will.
  const chooseProof = async (file: File | null) => {
    setProof(null);
    setProofProblem(null);
    if (!file) return;
    if (file.size > PROOF_MAX_BYTES) return setProofProblem(BANK_TRANSFER_MESSAGES.proofSize);
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    if (!sniffProof(head)) return setProofProblem(BANK_TRANSFER_MESSAGES.proofType);
    setProof(file);
    recheck(fields, file);
  };

  // Typing a phone number or email looks up the other detail and the name (spec part 1, 5).
  const fillFrom = async (body: { phone: string } | { email: string }) => {
    try {
      const found = await lookupBuyer(body);
      // Someone else's details are never filled in: the BFF sends only a masked hint for those.
      if (found.masked) return;
      // The field the buyer is typing in is theirs: an answer landing mid-keystroke is not mixed in.
      const typing = document.activeElement?.getAttribute('name');
      const fill = (name: keyof typeof fields, mine: string, theirs: string | null) =>
        mine || (name === typing ? '' : theirs || '');
      setFields((f) => ({
        fullName: fill('fullName', f.fullName, found.fullName),
        email: fill('email', f.email, found.email),
        phone: fill('phone', f.phone, found.phone),
      }));
    } catch {
      // Nobody found: the buyer types the rest.
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(bankTransferPurchaseSchema, { ...fields, proof: proof ?? undefined });
    if (proofProblem) return;
    if (!checked.ok) return setError(checked.message);
    setError(null);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      ...fields,
      eventId,
      ticketId,
      quantity: String(quantity),
      token: token.current,
    }))
      form.set(k, v);
    if (proof) form.set('proof', proof, proof.name);
    setProgress(0);
    const result = await uploadBankTransfer(form, token.current, setProgress);
    if (result.ok) {
      const r = result.receipt;
      const query = {
        email: r.email,
        ticketnumber: r.ticketNumber,
        ticketid: r.ticketId,
        eventid: r.eventId,
        businessID: r.businessId,
      };
      navigate(linkTo(paths.successEft, { query }));
      return;
    }
    setProgress(null);
    setError(
      result.status >= 500 || result.status === 0
        ? BANK_TRANSFER_MESSAGES.serverProblem
        : (result.detail ?? BANK_TRANSFER_MESSAGES.serverProblem),
    );
  };

  const input = (name: keyof typeof fields, label: string, type: string, lookup?: (v: string) => void) => (
    <label className={styles.field}>
      {label}
      <input
        type={type}
        name={name}
        value={fields[name]}
        onChange={(e) => set(name)(e.target.value)}
        onBlur={(e) => lookup && e.target.value.trim() && lookup(e.target.value.trim())}
      />
    </label>
  );

  return (
    <form className={styles.form} action={paths.successEft} method="post" onSubmit={submit} noValidate>
      {error && <Banner tone="error">{error}</Banner>}
      {input('phone', 'Phone number', 'tel', (phone) => fillFrom({ phone }))}
      {input('email', 'Email address', 'email', (email) => fillFrom({ email }))}
      {input('fullName', 'Full name', 'text')}
      <label className={styles.field}>
        Proof of payment (PDF, PNG or JPEG, up to 5 MB)
        <input
          type="file"
          name="proof"
          accept=".pdf,.png,.jpg,.jpeg"
          disabled={progress !== null}
          aria-invalid={proofProblem ? true : undefined}
          onChange={(e) => void chooseProof(e.target.files?.[0] ?? null)}
        />
      </label>
      {proofProblem && <Banner tone="error">{proofProblem}</Banner>}
      {progress !== null && (
        <label className={styles.field}>
          Uploading
          <progress className={styles.progress} max={100} value={progress}>
            {progress}%
          </progress>
        </label>
      )}
      <button
        className="button"
        type="submit"
        disabled={progress !== null}
        aria-busy={progress !== null || undefined}
      >
        {progress !== null ? 'Uploading your proof…' : 'Submit proof of payment'}
      </button>
    </form>
  );
}

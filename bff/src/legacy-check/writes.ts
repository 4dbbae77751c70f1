import { legacy } from '@tix/contract';
import { answerCheck } from '../legacy/answer-check.ts';
import type { CheckLine } from './report.ts';
import type { LegacySession } from './session.ts';

// `--writes`: the one reversible write per role, on test accounts only.

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * The reversible write: the profile's TikTok handle changed to a marker, read back, and set back
 * to what it was, with every other field sent as read.
 */
export async function profileEditSetBack(session: LegacySession, role: 'customer' | 'business') {
  const lines: CheckLine[] = [];
  const read = role === 'customer' ? legacy.CUSTOMERDETAILS : legacy.BUSINESSDETAILS;
  const field = 'tiktok';
  const key = `${legacy.EDITACCOUNTDETAILS.key} (${role}, ${field} changed and set back)`;
  const readProfile = async () => {
    const answer = await session.call(read, {});
    return answer.kind === 'json' && !Array.isArray(answer.value) && typeof answer.value === 'object'
      ? (answer.value as Record<string, unknown>)
      : null;
  };
  const before = await readProfile();
  if (!before) {
    lines.push({ key, role, status: 'skipped', reason: `${read.key} gave no profile to start from` });
    return lines;
  }
  // The spec does not list the socials in the profile answers: without the field there is nothing
  // to read the edit back from, so nothing is changed.
  if (!(field in before)) {
    lines.push({
      key,
      role,
      status: 'skipped',
      reason: `${read.key} does not carry ${field}: nothing to read back`,
    });
    return lines;
  }
  const original = text(before[field]) ?? '';
  const base: Record<string, string> = {
    accountname: text(before[role === 'customer' ? 'customername' : 'businessname']) ?? '',
    phone: text(before.phone) ?? '',
    email: text(before.email) ?? '',
  };
  for (const social of ['facebook', 'twitter', 'instagram', 'linkedin', 'tiktok'])
    if (text(before[social]) !== undefined) base[social] = text(before[social]) ?? '';
  if (text(before.address) !== undefined) base.address = text(before.address) ?? '';
  const marker = `legacy-check ${new Date().toISOString().slice(0, 19)}`;
  const edit = await session.call(legacy.EDITACCOUNTDETAILS, { ...base, [field]: marker });
  if (edit.kind !== 'json') {
    lines.push({
      key,
      role,
      status: edit.kind === 'missing' ? 'missing' : 'error',
      reason: 'reason' in edit ? edit.reason : 'empty answer',
    });
    return lines;
  }
  const refusal = legacy.refusalMessage(legacy.EDITACCOUNTDETAILS.failure, edit.value);
  if (!answerCheck(legacy.EDITACCOUNTDETAILS.response)(edit.value).success || refusal !== null) {
    lines.push({
      key,
      role,
      status: 'error',
      reason: refusal !== null ? 'refused the edit' : 'an answer the BFF refuses',
    });
    return lines;
  }
  const changed = await readProfile();
  const restore = await session.call(legacy.EDITACCOUNTDETAILS, { ...base, [field]: original });
  const after = await readProfile();
  const restored = after !== null && (text(after[field]) ?? '') === original;
  if (restore.kind !== 'json' || !restored) {
    lines.push({
      key,
      role,
      status: 'error',
      reason: `could not set ${field} back: set it by hand on the ${role} test account`,
    });
  } else if (text(changed?.[field]) !== marker) {
    lines.push({
      key,
      role,
      status: 'drift',
      reason: `the edit answered success but ${read.key} did not show it`,
    });
  } else {
    lines.push({ key, role, status: 'ok' });
  }
  return lines;
}

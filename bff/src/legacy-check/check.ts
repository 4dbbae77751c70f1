import { type LegacyOperation, legacy } from '@tix/contract';
import { DEFAULT_POSTER_FOLDER } from '@tix/contract/domain/posters';
import { todayInSouthAfrica } from '../lib/today.ts';
import { judge, judgeUnknownId, type Knowledge } from './judge.ts';
import { CONTRACT_KNOWLEDGE } from './knowledge.ts';
import { logInMembers, logInPromoter, type PromoterAccount } from './logins.ts';
import { posterLine, viewLoggingLines } from './posters-and-views.ts';
import { type Known, PROBES, type Role } from './probes.ts';
import { type CheckLine, type CheckReport, EMPTY_COUNTS } from './report.ts';
import { Secrets } from './secrets.ts';
import { seekId } from './seek.ts';
import { LegacySession } from './session.ts';
import { profileEditSetBack } from './writes.ts';

// `npm run legacy:check`: logs in to a legacy service with one test account per role, calls every
// read-only operation of the catalogue as the BFF calls it, and says for each whether the product
// can use the answer. See docs/legacy-check.md.

export type AccountRole = 'customer' | 'business' | 'partner';
export interface Account {
  readonly login: string;
  readonly password: string;
}

export interface CheckOptions {
  /** The legacy base URL (webservices.php and the scripts are resolved against it). */
  readonly base: string;
  /** Name of the query parameter that picks the operation (LEGACY_OP_PARAM). */
  readonly opParam: string;
  readonly accounts: Partial<Record<AccountRole, Account>>;
  readonly promoter?: PromoterAccount | undefined;
  /** Also run the few reversible writes (test accounts only). */
  readonly writes?: boolean;
  readonly timeoutMs?: number | undefined;
  /** A marketing message of the business account, for GET-TEXT-MESSAGES (no read lists them). */
  readonly textId?: string | undefined;
  /** The assumptions list and the spec's promised answers (defaults: the contract's). */
  readonly knowledge?: Knowledge;
  /** The BFF's LEGACY_POSTER_PATH: where the poster line looks (default `posters`). */
  readonly posterFolder?: string | undefined;
  /** Each line as it is decided. */
  readonly onLine?: (line: CheckLine) => void;
}

/** True for an operation the check may call freely: the catalogue's judgement. */
export const readOnlyOperations = (): LegacyOperation[] => legacy.operationList.filter(legacy.isReadOnly);

/** Param names that carry the id of a thing (not of the caller): asked again with an unknown id. */
const ID_PARAM =
  /^(event_?id|ticket_?id|ticket_?number|model_?id|campaign_?id|affiliate_?id|textid|m_payment_id)$/;
/** An id no service has: numeric, as most legacy ids are, and far beyond any real one. */
export const UNKNOWN_ID = '987654321';

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const knowledge = options.knowledge ?? CONTRACT_KNOWLEDGE;
  const secrets = new Secrets();
  for (const account of [...Object.values(options.accounts), options.promoter])
    secrets.add(account?.login, account?.password);
  const lines: CheckLine[] = [];
  const push = (line: CheckLine) => {
    lines.push(line);
    options.onLine?.(line);
  };
  const known: Known = { accounts: {}, ...(options.textId ? { textId: options.textId } : {}) };
  const sessions: Partial<Record<Role, LegacySession>> = { public: new LegacySession(options, secrets) };
  const why: Partial<Record<Role, string>> = {};
  const today = todayInSouthAfrica();

  await logInMembers(options, secrets, { known, sessions, why, push });

  // In the probes' order (an answer teaches the calls after it), then any read without a probe.
  const reads = readOnlyOperations();
  const order = Object.keys(PROBES);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  reads.sort((a, b) => rank(a.key) - rank(b.key));
  let promoterTried = false;
  for (const op of reads) {
    const probe = PROBES[op.key];
    if (!probe) {
      push({
        key: op.key,
        role: 'public',
        status: 'skipped',
        reason: 'no probe in bff/src/legacy-check/probes.ts',
      });
      continue;
    }
    const { role } = probe;
    // The promoter logs in under an organisation from MERCHANTS, after the public reads.
    if (role === 'promoter' && !promoterTried) {
      promoterTried = true;
      await logInPromoter(options, secrets, { known, sessions, why, push });
    }
    if (probe.never || !probe.params) {
      push({ key: op.key, role, status: 'skipped', reason: probe.never ?? 'no parameters known' });
      continue;
    }
    const session = sessions[role];
    if (!session) {
      push({ key: op.key, role, status: 'skipped', reason: why[role] ?? `no ${role} session` });
      continue;
    }
    let params = probe.params(known);
    if (typeof params === 'string') {
      // Learn the id where the product does (seek.ts), then ask again.
      const sought = await seekId(op.key, known, session, {
        writes: options.writes === true,
        isKnown: () => typeof probe.params?.(known) !== 'string',
      });
      for (const line of sought?.lines ?? []) push(line);
      params = probe.params(known);
      if (typeof params === 'string') {
        const asked =
          sought && !sought.lines.length ? ` (${sought.via} asked ${sought.asked} more times)` : '';
        push({ key: op.key, role, status: 'skipped', reason: `${params}${asked}` });
        continue;
      }
    }
    const asPublic = probe.asPublic === true;
    const answer = await session.call(op, params, asPublic);
    const verdict = judge(op, answer, { ids: params, today }, knowledge);
    if (answer.kind === 'json' && !['drift', 'missing', 'error'].includes(verdict.status))
      probe.learn?.(answer.value, known);
    push({ key: op.key, role, ...verdict });

    const idParams = probe.byId ?? Object.keys(params).filter((p) => ID_PARAM.test(p));
    if (idParams.length && answer.kind !== 'missing') {
      const unknown = { ...params };
      for (const p of idParams) unknown[p] = UNKNOWN_ID;
      push({
        key: `${op.key} (unknown id)`,
        role,
        ...judgeUnknownId(op, await session.call(op, unknown, asPublic)),
      });
    }
  }

  push(await posterLine({ ...options, posterFolder: options.posterFolder ?? DEFAULT_POSTER_FOLDER }, known));
  const visitor = sessions.public;
  if (visitor) for (const line of await viewLoggingLines(visitor, known)) push(line);

  if (options.writes) {
    for (const role of ['customer', 'business'] as const) {
      const session = sessions[role];
      if (session) for (const line of await profileEditSetBack(session, role)) push(line);
    }
  }

  // End the legacy sessions the check opened.
  for (const role of ['customer', 'business', 'partner', 'promoter'] as const) {
    await sessions[role]?.call(legacy.LOGOUT, {}).catch(() => undefined);
  }

  const counts = { ...EMPTY_COUNTS };
  const judged = { use: 0, shape: 0 };
  for (const line of lines) {
    counts[line.status]++;
    if (line.judgedBy) judged[line.judgedBy]++;
  }
  return { lines, counts, judged };
}

export type { Knowledge };

import { centsToLegacyRand, legacy } from '@tix/contract';
import { smsCostCents } from '@tix/contract/domain/organiser-costs';
import { answerCheck } from '../legacy/answer-check.ts';
import { type Known, PROBES } from './probes.ts';
import type { CheckLine } from './report.ts';
import type { LegacySession } from './session.ts';

// Reads by id whose id no earlier answer of the probes' order gave: the check learns it where the
// product itself does. A model is found in the models list of one of the organiser's events
// (/addmodels asks MODELS per event); a marketing message's id comes from EMAIL-MARKETING's answer
// when the organiser proceeds with an SMS (a write: only with --writes, an unpaid draft that is
// never sent), or from the operator (--text-id).

interface Seek {
  /** The operation the product reads the id from. */
  readonly via: string;
  /** Its parameters, one call each, until the id is known. */
  readonly candidates: (k: Known) => readonly Record<string, string>[];
  readonly learn: (answer: unknown, k: Known) => void;
  /** A write: only with --writes, reported as a line of its own. */
  readonly write?: { readonly line: string };
}

/** How many of the organiser's events are asked for their models, at most. */
const MAX_EVENTS = 20;

/**
 * The SMS the organiser saves before paying, sent as bff/src/domain/marketing.ts createMessage
 * sends it: to the existing audience, its size and cost as the page showed them.
 */
const smsDraft = (audience: number) => ({
  text: 'legacy:check draft: saved, never paid, so never sent',
  subject: '',
  subqueryone: 'EXISTINGAUDIENCE',
  marketing_type: 'SMS',
  subquerytwo: 'SAVE',
  recipients_count: String(audience),
  cost: centsToLegacyRand(smsCostCents(audience)),
});

const SEEKS: Readonly<Record<string, Seek>> = {
  MODELDETAILS: {
    via: 'MODELS',
    // The first event was asked already (the MODELS line); the others follow in MYEVENTS' order.
    candidates: (k) => (k.ownEventIds ?? []).slice(1, MAX_EVENTS).map((eventid) => ({ eventid })),
    learn: (answer, k) => PROBES.MODELS?.learn?.(answer, k),
  },
  'GET-TEXT-MESSAGES': {
    via: 'EMAIL-MARKETING',
    candidates: (k) => (k.audience === undefined ? [] : [smsDraft(k.audience)]),
    learn: (answer, k) => {
      const id =
        typeof answer === 'object' && answer !== null && 'textid' in answer ? answer.textid : undefined;
      if (typeof id === 'string' || typeof id === 'number') k.textId = String(id);
    },
    write: { line: 'EMAIL-MARKETING (business, an SMS draft saved, never paid: never sent)' },
  },
};

/**
 * Asks the reads (or, with --writes, the write) that teach `key`'s id until it is known. Returns
 * the lines to report (a write's), and how many calls it took.
 */
export async function seekId(
  key: string,
  known: Known,
  session: LegacySession,
  options: { writes: boolean; isKnown: () => boolean },
): Promise<{ lines: CheckLine[]; asked: number; via: string } | null> {
  const seek = SEEKS[key];
  const op = seek && legacy.catalogue.get(seek.via);
  if (!seek || !op || (seek.write && !options.writes)) return null;
  const lines: CheckLine[] = [];
  let asked = 0;
  for (const params of seek.candidates(known)) {
    asked++;
    const answer = await session.call(op, params);
    const usable = answer.kind === 'json' && answerCheck(op.response)(answer.value).success;
    const refusal = answer.kind === 'json' ? legacy.refusalMessage(op.failure, answer.value) : null;
    if (usable && refusal === null) seek.learn(answer.value, known);
    if (seek.write) {
      const ok = options.isKnown();
      const reason =
        answer.kind === 'missing' || answer.kind === 'error'
          ? answer.reason
          : refusal !== null
            ? 'refused'
            : usable
              ? 'no textid in the answer'
              : 'an answer the BFF refuses (502)';
      lines.push(
        ok
          ? { key: seek.write.line, role: 'business', status: 'ok' }
          : {
              key: seek.write.line,
              role: 'business',
              status: answer.kind === 'missing' ? 'missing' : 'error',
              reason,
            },
      );
    }
    if (options.isKnown()) break;
  }
  return { lines, asked, via: seek.via };
}

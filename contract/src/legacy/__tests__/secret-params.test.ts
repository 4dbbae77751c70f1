import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationList } from '../catalogue.ts';
import { isSecretParam, SECRET_PARAMS } from '../secret-params.ts';

// The list the logs and the recordings both keep secrets out by: a new operation whose parameter
// carries a password, a code or an account number fails here until the list names it.
const LOOKS_SECRET = /pass|otp|code|token|card|pin$|account_?number/i;
/** Names that match the pattern but hold nothing secret. */
const NOT_SECRET = new Set(['branch_code']);

const params = operationList.flatMap((o) =>
  o.params instanceof z.ZodObject ? Object.keys(o.params.shape).map((name) => ({ op: o.key, name })) : [],
);

describe('the secret parameters', () => {
  it('name every parameter of the catalogue that carries a password, a code or an account number', () => {
    const missed = params.filter(
      (p) => LOOKS_SECRET.test(p.name) && !NOT_SECRET.has(p.name) && !isSecretParam(p.name),
    );
    expect(missed).toEqual([]);
  });

  it('are each sent by some operation, or spelled as an answer or the BFF spells it', () => {
    const sent = new Set(params.map((p) => p.name));
    // The profile answer's account number and the bank form's field; all others are parameters.
    const notSent = SECRET_PARAMS.filter((name) => !sent.has(name));
    expect(notSent).toEqual(['accountnumber', 'accountNumber']);
  });

  it('are told apart from the parameters that are not secret', () => {
    expect(isSecretParam('pass1')).toBe(true);
    expect(isSecretParam('branch_code')).toBe(false);
    expect(isSecretParam('email')).toBe(false);
  });
});

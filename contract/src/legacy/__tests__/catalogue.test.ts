import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue, IDENTITY_PARAMS, operationList } from '../catalogue.ts';
import type { LegacyOperation } from '../define.ts';
import {
  SPEC_OPERATIONS,
  SPEC_PART_1_OPERATIONS,
  SPEC_PART_2_OPERATIONS,
  SPEC_PART_3_OPERATIONS,
} from '../spec-operations.ts';

const op = (key: string): LegacyOperation => {
  const found = catalogue.get(key);
  if (!found) throw new Error(`${key} is not in the catalogue`);
  return found;
};
const paramNames = (operation: LegacyOperation): string[] =>
  operation.params instanceof z.ZodObject ? Object.keys(operation.params.shape) : [];
const identityNames: readonly string[] = IDENTITY_PARAMS;

describe('the operation catalogue against the spec', () => {
  it('declares every operation the spec names', () => {
    const missing = SPEC_OPERATIONS.filter((key) => !catalogue.has(key));
    expect(missing).toEqual([]);
  });

  it('declares nothing the spec does not name', () => {
    const named = new Set(SPEC_OPERATIONS);
    expect(
      operationList
        .filter((o) => !o.notInSpec)
        .map((o) => o.key)
        .filter((key) => !named.has(key)),
    ).toEqual([]);
  });

  it('has unique keys', () => {
    const keys = operationList.map((o) => o.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('credits each operation to a spec part that names it', () => {
    const parts: Record<1 | 2 | 3, readonly string[]> = {
      1: SPEC_PART_1_OPERATIONS,
      2: SPEC_PART_2_OPERATIONS,
      3: SPEC_PART_3_OPERATIONS,
    };
    const wrong = operationList
      .filter((o) => !o.notInSpec && !parts[o.specPart].includes(o.key))
      .map((o) => o.key);
    expect(wrong).toEqual([]);
  });
});

describe('each declaration', () => {
  it.each(operationList.map((o) => [o.key, o] as const))('%s names a screen or says why not', (_, o) => {
    expect(o.screens.length).toBeGreaterThan(0);
    // A route of the SPA, or a reason in parentheses for calls no screen makes.
    for (const screen of o.screens) expect(screen).toMatch(/^\/\S*$|^\(.+\)$/);
  });

  it.each(operationList.map((o) => [o.key, o] as const))('%s declares its identity parameters', (_, o) => {
    const names = paramNames(o);
    const declared = new Set([...(o.identity ?? []), ...Object.keys(o.otherAccountParams ?? {})]);
    expect(names.filter((name) => identityNames.includes(name) && !declared.has(name))).toEqual([]);
    expect([...declared].filter((name) => !names.includes(name))).toEqual([]);
    for (const reason of Object.values(o.otherAccountParams ?? {})) expect(reason.length).toBeGreaterThan(10);
  });

  it.each(operationList.map((o) => [o.key, o] as const))('%s travels as the spec says', (_, o) => {
    if (o.method === 'GET') expect(o.encoding).toBe('query');
    else expect(o.encoding).not.toBe('query');
    if (o.files) expect(o.encoding).toBe('multipart');
    if (o.op && o.subquery && !o.key.includes('@')) expect(o.key).toBe(`${o.op}:${o.subquery.value}`);
  });
});

describe('raw answers as the legacy sends them', () => {
  const accepts = (key: string, raw: unknown) => expect(op(key).response.safeParse(raw).success).toBe(true);
  const rejects = (key: string, raw: unknown) => expect(op(key).response.safeParse(raw).success).toBe(false);

  it('takes {val: 0} for an empty list, and numbers as strings in rows', () => {
    accepts('CUSTOMERTICKETS:GETTICKETS', { val: 0 });
    accepts('CUSTOMERTICKETS:SEARCHTICKETS', { val: '0' });
    accepts('CUSTOMERTICKETS:GETTICKETS', [
      {
        ticket_id: '17',
        quantity: '2',
        age_group: '1',
        price: '150.00',
        qr_payload: null,
        refund_status: null,
      },
    ]);
    rejects('CUSTOMERTICKETS:GETTICKETS', { val: 1 });
  });

  it('takes either spelling where the spec gives two', () => {
    accepts('LIKES:GETLIKES', [{ eventid: 3, eventname: 'Jazz', campaignstatus: 'running' }]);
    accepts('LIKES:GETLIKES', [{ eventid: '3', event_name: 'Jazz', campaignStatus: 'stop' }]);
    accepts('MODELDETAILS', { val: 1, model: 'Ayanda', age: '21', gender: 'female' });
    accepts('MODELDETAILS', { val: '1', model_name: 'Ayanda', age: 21 });
    accepts('RETRIEVEBANKDETAILS', { account_number_edit: '1234567890', account_type_edit: 'savings' });
  });

  it('keeps the legacy misspellings and code words', () => {
    accepts('CALCULATE-REFUND', {
      days_left: '9',
      orginal_amount: '200.00',
      amount_refunded: 190,
      net_amount: '190',
    });
    accepts('ADDPROMOTER', { val: 2 });
    accepts('UPDATEPROMOTERDETAILS', { val: '3', message: 'Could not update' });
    accepts('BREAKDOWNSALES', { error: 1 });
    accepts('PREPARETICKETS', { data: 0 });
    accepts('TICKETREADYTODOWNLOAD', '');
    accepts('CAMPAIGNS', { status: 'failed', message: 'No campaigns' });
    accepts('CLIENTELE:GETCLIENTELE', { buyers: [{ clientid: '4', fname: 'Thabo' }] });
    accepts('REQUEST-TICKET-REFUND', {
      status: 'failed',
      message: 'Add bank details first',
      code: 'BANK_DETAILS_MISSING',
      bank_name: ['Absa', 'FNB'],
    });
  });

  it('takes both halves of a merged answer', () => {
    accepts('GET-REFUND-GOVERNANCE-RULES', { maxAttempts: '2', refundsAllowed: 1 });
    accepts('GET-REFUND-GOVERNANCE-RULES', { autoApprove: '0', refundPolicyLocked: 1 });
  });

  it('still refuses answers that break what callers rely on', () => {
    rejects('FETCH-EVENT-COUNTS', { ongoing: 1 });
    rejects('RECOVERPASSWORD', { message: 'no status' });
  });
});

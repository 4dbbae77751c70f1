import { legacy } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import {
  dedupe,
  multipartFields,
  type ScrubContext,
  type StubMapping,
  scrubBody,
  scrubMapping,
} from '../postprocess.ts';

// Multipart requests are recorded as text and matched by their part names, plus the value of a
// variant parameter (subQuery), never by secrets.

/** A multipart body exactly as undici (the BFF's legacy client) sends it. */
async function multipart(fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return new Response(form).text();
}

const recorded = async (fields: Record<string, string>): Promise<StubMapping> => ({
  request: {
    method: 'POST',
    url: '/webservices.php?q=REQUEST_ACCOUNT_DELETION',
    bodyPatterns: [{ equalTo: await multipart(fields) }],
  },
  response: { status: 200, body: '{"code":200}' },
});

const ctx = (): ScrubContext => ({ opParam: 'q', sessions: new Map() });

describe('multipart stubs', () => {
  it('reads the parts of a multipart body, and none of a form body', async () => {
    const body = await multipart({ email: 'a@b.co', subQuery: 'CONFIRM_CODE' });
    expect(multipartFields(body).map((f) => [f.name, f.value])).toEqual([
      ['email', 'a@b.co'],
      ['subQuery', 'CONFIRM_CODE'],
    ]);
    expect(multipartFields('email=a%40b.co&password=x')).toEqual([]);
  });

  it('tells the deletion request from its code step, keeping secrets out', async () => {
    const request = scrubMapping(
      await recorded({ email: 'org@example.co.za', reason: 'Closing', password: 'Secret123' }),
      ctx(),
    );
    const confirm = scrubMapping(
      await recorded({ code: '483920', email: 'org@example.co.za', subQuery: 'CONFIRM_CODE' }),
      ctx(),
    );
    expect(request.request.bodyPatterns).toEqual([
      { contains: 'name="email"' },
      { contains: 'name="password"' },
      { contains: 'name="reason"' },
    ]);
    expect(confirm.request.bodyPatterns).toEqual([
      { contains: 'name="code"' },
      { contains: 'name="email"' },
      { contains: 'name="subQuery"\r\n\r\nCONFIRM_CODE\r\n' },
    ]);
    expect(request.name).not.toBe(confirm.name);
    const written = JSON.stringify([request, confirm]);
    for (const secret of ['Secret123', '483920', 'org@example.co.za', 'Closing'])
      expect(written).not.toContain(secret);
  });
});

describe('secret parameters', () => {
  it('match by presence and leave no value behind, for every name the logs redact too', () => {
    const query = new URLSearchParams(
      Object.fromEntries(legacy.SECRET_PARAMS.map((name) => [name, `value-of-${name}`])),
    );
    const stub = scrubMapping(
      {
        request: { method: 'GET', url: `/webservices.php?q=ADDPROMOTER&email=a%40b.co&${query}` },
        response: { status: 200, body: '{"status":"success"}' },
      },
      ctx(),
    );
    for (const name of legacy.SECRET_PARAMS)
      expect(stub.request.queryParameters?.[name], name).toEqual({ matches: '.+' });
    expect(JSON.stringify(stub)).not.toContain('value-of-');
  });
});

describe('recorded answers', () => {
  it('keep only the last 4 digits of bank account numbers', () => {
    const body = JSON.stringify({
      customername: 'A',
      account_number: '1234567890',
      rows: [{ accountnumber: 62001234 }],
    });
    expect(JSON.parse(scrubBody(body))).toEqual({
      customername: 'A',
      account_number: '0000007890',
      rows: [{ accountnumber: '00001234' }],
    });
    expect(scrubBody('not json')).toBe('not json');
  });
});

describe('dates sent to the legacy', () => {
  it('match any calendar date, since recorded answers move with the day of replay', () => {
    const stub = scrubMapping(
      {
        request: {
          method: 'POST',
          url: '/webservices.php?q=SOME-READ&day=2026-11-23',
          bodyPatterns: [{ equalTo: 'subquery=UPDATEEVENT&startdate=2036-09-24&starttime=10%3A00' }],
        },
        response: { status: 200, body: '{"status":"success"}' },
      },
      ctx(),
    );
    const anyDate = { matches: '\\d{4}-\\d{2}-\\d{2}' };
    expect(stub.request.formParameters?.startdate).toEqual(anyDate);
    expect(stub.request.queryParameters?.day).toEqual(anyDate);
    // Everything else stays exact.
    expect(stub.request.formParameters?.starttime).toEqual({ equalTo: '10:00' });
    expect(stub.request.formParameters?.subquery).toEqual({ equalTo: 'UPDATEEVENT' });
  });
});

describe('writes', () => {
  const write = (body: string, response = '{"status":"success","message":"Saved"}') =>
    scrubMapping(
      {
        request: {
          method: 'POST',
          url: '/webservices.php?q=ADDEVENT',
          headers: { Cookie: { equalTo: 'PHPSESSID=abc' } },
          bodyPatterns: [{ equalTo: body }],
        },
        response: { status: 200, body: response },
      },
      ctx(),
    );

  it('answer whatever values are typed: fields by presence, the variant and account exact', () => {
    const stub = write('subquery=UPDATEEVENT&accountid=201&event=Jazz&venue=Hall&eventid=47');
    expect(stub.request.formParameters?.subquery).toEqual({ equalTo: 'UPDATEEVENT' });
    expect(stub.request.formParameters?.accountid).toEqual({ equalTo: '201' });
    expect(stub.request.formParameters?.event).toEqual({ matches: '[\\s\\S]*' });
    expect(stub.request.formParameters?.eventid).toEqual({ matches: '[\\s\\S]*' });
    // Two writes with other values are one stub (the newest answer wins).
    expect(write('subquery=UPDATEEVENT&accountid=201&event=Rock&venue=Park&eventid=48').name).toBe(stub.name);
  });

  it('a refused write stays exact and is matched before the loosened one', () => {
    const ok = write('subquery=UPDATEEVENT&accountid=201&event=Jazz&eventid=47');
    const no = scrubMapping(
      {
        request: {
          method: 'POST',
          url: '/webservices.php?q=ADDEVENT',
          headers: { Cookie: { equalTo: 'PHPSESSID=abc' } },
          bodyPatterns: [{ equalTo: 'subquery=UPDATEEVENT&accountid=201&event=Jazz&eventid=47' }],
        },
        response: { status: 422, body: '{"status":"failed"}' },
      },
      ctx(),
    );
    expect(no.request.formParameters?.event).toEqual({ equalTo: 'Jazz' });
    expect(no.priority).toBeLessThan(ok.priority ?? 0);
  });

  it('the newest of two recordings of one request wins', () => {
    const a = {
      ...write('subquery=UPDATEEVENT&accountid=201&event=A'),
      response: { status: 200, body: 'old' },
    };
    const b = {
      ...write('subquery=UPDATEEVENT&accountid=201&event=B'),
      response: { status: 200, body: 'new' },
    };
    expect(dedupe([a, b]).map((m) => m.response.body)).toEqual(['new']);
  });
});

describe('sessions', () => {
  it('are matched by their whole replay name: an account’s stubs never answer another account', () => {
    const stub = scrubMapping(
      {
        request: {
          method: 'GET',
          url: '/webservices.php?q=ACCOUNTTYPE',
          headers: { Cookie: { equalTo: 'PHPSESSID=abc' } },
        },
        response: { status: 200, body: '{}' },
      },
      { opParam: 'q', sessions: new Map([['abc', 'replay-booster']]) },
    );
    const pattern = new RegExp(`^(?:${stub.request.headers?.Cookie?.matches})$`);
    expect(pattern.test('PHPSESSID=replay-booster')).toBe(true);
    expect(pattern.test('lang=en; PHPSESSID=replay-booster; x=1')).toBe(true);
    expect(pattern.test('PHPSESSID=replay-booster-403')).toBe(false);
  });
});

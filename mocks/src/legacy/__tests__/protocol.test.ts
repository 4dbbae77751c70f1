import { operationList } from '@tix/contract/legacy/index';
import { describe, expect, it } from 'vitest';
import { implementedOperations } from '../handlers/index.ts';
import { build, get, op, postForm } from './helpers.ts';

describe('strict mode', () => {
  it('refuses an unknown operation with a 400 naming it', async () => {
    const answer = await op(build(), 'NOSUCHOP');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Unknown operation: NOSUCHOP');
  });

  it('refuses a request with no operation parameter', async () => {
    const answer = await get(build(), '/webservices.php?eventid=1');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Missing operation parameter 'q'");
  });

  it('refuses missing and malformed parameters, naming them', async () => {
    const app = build();
    const missing = await op(app, 'TICKETS');
    expect(missing.status).toBe(400);
    expect(missing.body).toContain('TICKETS: missing parameter eventid');
    const bad = await op(app, 'EVENTCATEGORY', { limit: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('bad parameter limit');
  });

  it('refuses the wrong method and the wrong body encoding', async () => {
    const app = build();
    const method = await get(app, '/loginWeb.php');
    expect(method.status).toBe(400);
    expect(method.body).toContain('loginWeb.php expects POST, not GET');
    const json = await app.inject({
      method: 'POST',
      url: '/loginWeb.php',
      payload: { os: 'web', posterUri: '', email: 'a', password: 'b', partner: 'no' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.body).toContain('expects a form body, got application/json');
  });

  it('reads POST parameters from the body only, as PHP reads $_POST', async () => {
    const app = build();
    const answer = await app.inject({
      method: 'POST',
      url: '/loginWeb.php?os=web&posterUri=x&email=customer@demo.co.za&password=Demo1234!&partner=no',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('missing parameter os');
  });

  it('coerces numbers only where the schema wants them', async () => {
    const answer = await op(build(), 'EVENTCATEGORY', { limit: '4' });
    expect(answer.json()).toHaveLength(4);
  });
});

describe('operations without a handler yet', () => {
  it('answers 501 naming the operation', async () => {
    const implemented = new Set(implementedOperations());
    const pending = operationList.find(
      (o) => o.op !== null && !o.subquery && o.method === 'GET' && !implemented.has(o.key),
    );
    if (!pending?.op) return;
    const answer = await get(
      build({ strict: false }),
      `/webservices.php?q=${encodeURIComponent(pending.op)}`,
    );
    expect(answer.status).toBe(501);
    expect(answer.body).toContain(`${pending.key} is in the catalogue but the stand-in has no handler yet`);
  });
});

describe('file parts', () => {
  const upload = operationList.find((o) => Object.values(o.files ?? {}).some((f) => f.required && f.accept));
  const multipart = async (fields: Record<string, string>, file?: { name: string; filename: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append(file.name, new Blob(['not really an image']), file.filename);
    const request = new Request('http://standin/', { method: 'POST', body: form });
    return {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    };
  };

  it('refuses a missing required file and a file of a type the catalogue does not allow', async () => {
    if (!upload?.op) return;
    const [name, rule] = Object.entries(upload.files ?? {})[0] ?? [];
    const url = `/webservices.php?q=${encodeURIComponent(upload.op)}`;
    const app = build();
    const none = await app.inject({ method: 'POST', url, ...(await multipart({})) });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(`${upload.key}: missing file ${name}`);
    const wrong = await app.inject({
      method: 'POST',
      url,
      ...(await multipart({}, { name: name ?? 'file', filename: 'notes.exe' })),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(`must be ${rule?.accept?.join(', ')}, got 'notes.exe'`);
  });
});

describe('relaxed mode', () => {
  it('answers an unknown operation with an empty page, as an unmatched PHP branch does', async () => {
    const answer = await op(build({ strict: false }), 'NOSUCHOP');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');
  });

  it('reads multipart fields, which strict mode refuses for a form operation', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      os: 'web',
      posterUri: 'x',
      email: 'customer@demo.co.za',
      password: 'Demo1234!',
      partner: 'no',
    })) {
      form.append(k, v);
    }
    const request = new Request('http://standin/loginWeb.php', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    const strict = await build().inject({ method: 'POST', url: '/loginWeb.php', payload, headers });
    expect(strict.statusCode).toBe(400);
    expect(strict.body).toContain('expects a form body, got multipart');
    const relaxed = await build({ strict: false }).inject({
      method: 'POST',
      url: '/loginWeb.php',
      payload,
      headers,
    });
    expect(JSON.parse(relaxed.body)).toMatchObject({ status: 'success' });
  });

  it('passes parameters that fail the schema through to the handler', async () => {
    const answer = await op(build({ strict: false }), 'TICKETS');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ val: 0 });
  });
});

describe('wire format', () => {
  it('sends JSON as text/html with a PHP banner', async () => {
    const answer = await op(build(), 'PROVINCES');
    expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(answer.headers['x-powered-by']).toMatch(/^PHP\//);
    expect(Array.isArray(answer.json())).toBe(true);
  });

  it('uses the configured operation parameter', async () => {
    const app = build({ opParam: 'action' });
    expect((await get(app, '/webservices.php?action=PROVINCES')).status).toBe(200);
    expect((await get(app, '/webservices.php?q=PROVINCES')).body).toContain(
      "Missing operation parameter 'action'",
    );
  });

  it('refuses a GET operation sent as a POST', async () => {
    const answer = await postForm(build(), '/webservices.php?q=PROVINCES', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('PROVINCES expects GET, not POST');
  });
});

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin, standinOf } from '../../mocks/src/legacy/index.ts';
import { FIRST_READING } from '../../mocks/src/legacy/spec-strict/variants.ts';
import { posterLine, viewLoggingLines } from '../src/legacy-check/posters-and-views.ts';
import type { Known } from '../src/legacy-check/probes.ts';
import { formatLine } from '../src/legacy-check/report.ts';
import { Secrets } from '../src/legacy-check/secrets.ts';
import { LegacySession } from '../src/legacy-check/session.ts';

// legacy:check's lines beyond the reads (issue 47): a listed poster fetched from the folder the
// BFF is configured with, and the event page's view logging, whose answers nobody reads.

let standin: FastifyInstance;
let base: string;
let known: Known;

beforeAll(async () => {
  standin = buildStandin({
    reading: { ...FIRST_READING, posterFolder: 'media/posters', emptyViewLogging: true },
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  const event = standinOf(standin).data.events.find((e) => e.poster !== '');
  if (!event) throw new Error('the seed has no poster');
  known = {
    accounts: {},
    eventId: String(event.id),
    poster: { businessId: String(event.businessId), eventId: String(event.id), file: event.poster },
  };
});
afterAll(() => standin.close());

describe('legacy:check: the poster in the configured folder', () => {
  it('is ok when the folder holds the listed poster', async () => {
    const line = await posterLine({ base, posterFolder: 'media/posters' }, known);
    expect([line.status, line.contentType]).toEqual(['ok', 'image/jpeg']);
  });

  it('is unusable when the folder is not the legacy’s, and says which setting to change', async () => {
    const line = await posterLine({ base, posterFolder: 'posters' }, known);
    expect(line.status).toBe('unusable');
    expect(formatLine(line)).toMatch(
      /^unusable poster \(LEGACY_POSTER_PATH=posters\): .*set LEGACY_POSTER_PATH/,
    );
  });

  it('is skipped when no listed event names a poster', async () => {
    expect((await posterLine({ base, posterFolder: 'posters' }, { accounts: {} })).status).toBe('skipped');
  });
});

describe('legacy:check: the view logging', () => {
  it('sends INSERTIMPRESSION and LOG-EVENT-CLICKS and takes an empty answer as done', async () => {
    const lines = await viewLoggingLines(new LegacySession({ base, opParam: 'q' }, new Secrets()), known);
    expect(lines.map(formatLine)).toEqual([
      'ok INSERTIMPRESSION: answered (empty, not read) [text/html]',
      'ok LOG-EVENT-CLICKS: answered (empty, not read) [text/html]',
    ]);
  });

  it('reports a legacy without the script as missing', async () => {
    const lines = await viewLoggingLines(
      new LegacySession({ base: `${base}nowhere/`, opParam: 'q' }, new Secrets()),
      known,
    );
    expect(lines.map((l) => l.status)).toEqual(['missing', 'missing']);
  });
});

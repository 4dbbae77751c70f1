// `npm run record`: with no --target, refreshes mocks/wiremock from the stand-in with WireMock's
// own recorder: the stand-in (fresh seed) runs behind WireMock in recording mode; a BFF pointed at
// WireMock drives the journeys of journeys/ and the Chromium walk; the recorded stubs are scrubbed
// (cookies, secrets, headers), sessions named by the account each login answered, made
// order-insensitive and written with stable names. With --target it records another legacy
// (record-target.ts); --capture records while a person clicks. Usage: record-options.ts, docs/qa.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer, loadConfig } from '@tix/bff';
import { saDay } from '../legacy/clock.ts';
import { buildStandin, standinOf } from '../legacy/index.ts';
import {
  DEMO_BUSINESS_ID,
  DEMO_CUSTOMER_ID,
  DEMO_PARTNER_ID,
  DEMO_PROMOTER_ID,
} from '../legacy/seed/index.ts';
import { BffClient } from './client.ts';
import { freePort } from './free-port.ts';
import { PAYABLE_EVENT } from './journeys/affiliates.ts';
import type { JourneyEnv } from './journeys/define.ts';
import { driveTraffic } from './journeys/index.ts';
import {
  HelpRequested,
  parseRecordArgs,
  RECORD_USAGE,
  type RecordOptions,
  UsageError,
} from './record-options.ts';
import { recordTarget } from './record-target.ts';
import {
  finishRecording,
  recordedTraffic,
  startRecording,
  stopRecording,
  writeRecording,
} from './recorder.ts';
import { startWireMock } from './server.ts';

const ROOT = resolve(import.meta.dirname, '../../wiremock');
const REPO = resolve(import.meta.dirname, '../../..');

/**
 * Builds the SPA (and its server renderer) from the sources as they are now into a folder of its
 * own (the walk and capture mode serve it): the checkout's web/dist is left as it is.
 */
function buildSpa(outDir: string): void {
  console.log(`Building the SPA into ${outDir}`);
  const vite = join(REPO, 'node_modules/.bin/vite');
  const steps = [
    ['build', '--outDir', outDir, '--emptyOutDir'],
    ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', join(outDir, 'server'), '--emptyOutDir'],
  ];
  for (const args of steps)
    if (spawnSync(vite, args, { cwd: join(REPO, 'web'), stdio: 'ignore' }).status !== 0)
      throw new Error('the SPA did not build: run `npm run build` to see why');
}

/** A temporary folder for the SPA's build, or the one asked for (--build-dir). */
function spaFolder(options: RecordOptions): { dir: string; remove: () => void } {
  if (options.buildDir) return { dir: options.buildDir, remove: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'record-web-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs the replay walk (e2e/replay/walk.spec.ts) in Chromium against the app at `appUrl`. */
function walkInChromium(appUrl: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(
      join(REPO, 'node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/playwright.record.config.ts'],
      { cwd: REPO, stdio: 'inherit', env: { ...process.env, RECORD_APP_URL: appUrl } },
    );
    child.once('error', fail);
    child.once('exit', (code) => done(code ?? 1));
  });
}

/**
 * Resolves on the first Ctrl-C (SIGINT) or SIGTERM: capture mode's stop. A terminal's Ctrl-C signals
 * the whole process group; WireMock runs in a group of its own (server.ts), so it is still
 * recording here. A second signal while the recording is written is only answered with a line.
 */
const untilStopped = () =>
  new Promise<void>((done) => {
    let stoppedAt = 0;
    const stop = () => {
      if (stoppedAt > 0) {
        // The same Ctrl-C relayed by tsx arrives twice: only a later one is answered.
        if (Date.now() - stoppedAt > 1_000) console.log('Still writing the recording: one moment.');
        return;
      }
      stoppedAt = Date.now();
      console.log('\nStopping: writing the recording');
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });

/**
 * Recorded legacy sessions are named by ACCOUNT, from each login's answer: every journey's login of
 * the demo organiser replays as `replay-organiser`, so QA logged in as the README says reads every
 * screen any journey recorded. Other accounts (registered by a journey, a second organiser, a new
 * promoter) are named by type and id (`replay-business-202`).
 */
const DEMO_SESSION_NAMES: Record<string, string> = {
  [`customer-${DEMO_CUSTOMER_ID}`]: 'replay-customer',
  [`business-${DEMO_BUSINESS_ID}`]: 'replay-organiser',
  [`partner-${DEMO_PARTNER_ID}`]: 'replay-partner',
  [`booster-${DEMO_PROMOTER_ID}`]: 'replay-booster',
};

/** The stand-in, deterministic: a still clock and seeded randomness (see below). */
async function startDeterministicStandin(opParam: string) {
  // The stand-in's clock stands still at 09:00 in South Africa on the day of recording: its seed
  // and its answers then carry the same times of day on every recording, so a re-recording's diff
  // shows what changed, not when it was recorded (dates become relative to the day anyway).
  const instant = new Date(`${saDay(new Date())}T09:00:00+02:00`);
  // Its randomness (codes, ticket numbers, transaction and payment ids: all Web Crypto, see
  // legacy/random.ts) comes from a fixed seed in this process, for the same reason: the same
  // traffic records the same answers and the same file names.
  let seed = 0x2545f491;
  globalThis.crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (!array) return array;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      bytes[i] = seed & 0xff;
    }
    return array;
  };
  const standin = buildStandin({ opParam, now: () => new Date(instant) });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  return { standin, url: `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}` };
}

/** The default: the stand-in, driven by the journeys and the walk, into mocks/wiremock (or --out). */
async function recordStandin(options: RecordOptions): Promise<void> {
  const web = spaFolder(options);
  buildSpa(web.dir);
  const opParam = options.opParam;
  const { standin, url: standinUrl } = await startDeterministicStandin(opParam);
  // The affiliate's payout needs payable commission, which the seed does not have (every
  // recruit's event still takes refunds, and the setting locks at the first sale): one recruit's
  // event is set up with refunds off, as if its organiser had chosen so before selling
  // (journeys/affiliates.ts).
  standinOf(standin).data.refundSettings.push({
    eventId: Number(PAYABLE_EVENT),
    refundsAllowed: false,
    maxAttempts: 2,
    autoApprove: false,
  });
  const scratch = join(ROOT, '..', `.record-tmp-${process.pid}`);
  const wiremock = await startWireMock(options.ports.wiremock ?? (await freePort()), scratch, {
    detached: true,
  });
  try {
    await startRecording(wiremock.url, standinUrl);
    const bffPort = options.ports.bff ?? (await freePort());
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const { config } = loadConfig({
      PUBLIC_URL: bffUrl,
      LEGACY_BASE_URL: `${wiremock.url}/`,
      LEGACY_OP_PARAM: opParam,
      SESSION_SECRET: 'record-only-secret-record-only-secret',
      LOG_LEVEL: 'warn',
      CACHE_TTL_MS: '1',
      // The recorder is a test rig: its journeys log the demo accounts in many times a minute.
      RATE_LIMIT_ALLOW: '127.0.0.1',
      WEB_DIST: web.dir,
    });
    const bff = await buildServer(config, { logger: false });
    await bff.listen({ port: bffPort, host: '127.0.0.1' });
    // Codes go to the stand-in's outbox, read directly (not through WireMock, so not recorded).
    const env: JourneyEnv = {
      // The provider's notify goes through the recorder: NOTIFY-URL-SMS-MARKETING is recorded.
      smsNotifyUrl: `${wiremock.url}/webservices.php?${opParam}=NOTIFY-URL-SMS-MARKETING`,
      legacyUrl: `${wiremock.url}/`,
      opParam,
      async outbox(to) {
        const res = await fetch(`${standinUrl}/__standin/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok) throw new Error(`outbox answered ${res.status}`);
        return (await res.json()) as Awaited<ReturnType<JourneyEnv['outbox']>>;
      },
      async confirmCampaignPayment(paymentId, amount) {
        const body = new URLSearchParams({
          m_payment_id: paymentId,
          payment_status: 'COMPLETE',
          amount_gross: amount,
        });
        const res = await fetch(`${standinUrl}/__pay/payfast/notify`, { method: 'POST', body });
        if (!res.ok) throw new Error(`the provider's notify answered ${res.status}`);
      },
    };
    await driveTraffic(new BffClient(bffUrl), (line) => console.log(line), env);
    // Last: every screen of every role in Chromium, so the reads are recorded in the state the
    // journeys left (the newest answer of a request is the one replayed).
    const walked = await walkInChromium(bffUrl);
    if (walked !== 0) console.warn('The walk found screens that did not open on the stand-in (above).');
    await bff.close();

    const raw = await stopRecording(wiremock.url);
    const stubs = finishRecording(raw, {
      opParam,
      traffic: await recordedTraffic(wiremock.url),
      recordedDay: saDay(standinOf(standin).now()),
      accountNames: DEMO_SESSION_NAMES,
    });
    writeRecording(options.out, stubs);
    console.log(`Recorded ${stubs.length} stubs into ${options.out}/mappings`);
  } finally {
    await wiremock.stop();
    await standin.close();
    rmSync(scratch, { recursive: true, force: true });
    web.remove();
  }
}

/** --target (or --capture): another legacy, or the stand-in clicked through by a person. */
async function recordOther(options: RecordOptions): Promise<void> {
  for (const line of options.warnings) console.error(line);
  if (options.writes)
    console.error(
      [
        '',
        '!!! --writes: writes go through to the legacy: it WILL CHANGE the accounts used.',
        '!!! Use it with TEST ACCOUNTS ONLY, never with a real customer or organiser.',
        '',
      ].join('\n'),
    );
  let standin: Awaited<ReturnType<typeof startDeterministicStandin>> | undefined;
  if (!options.target) standin = await startDeterministicStandin(options.opParam);
  const target = options.target ?? standin?.url ?? '';
  const web = options.capture ? spaFolder(options) : undefined;
  if (web) buildSpa(web.dir);
  try {
    console.log(`Recording ${new URL(target).origin} into ${options.out}`);
    const result = await recordTarget({
      target,
      out: options.out,
      opParam: options.opParam,
      accounts: options.accounts,
      writes: options.writes,
      bffEnv: process.env,
      ports: options.ports,
      ...(options.capture && web ? { capture: { port: options.port, webDist: web.dir, untilStopped } } : {}),
    });
    console.log(`Recorded ${result.stubs} stubs into ${options.out}/mappings`);
    if (result.refused.length > 0)
      console.log(`Not sent (reads only): ${[...new Set(result.refused)].join(', ')}`);
    for (const [role, login] of Object.entries(result.logins))
      console.log(`On replay the ${role} logs in as ${login} (any password)`);
    console.log(`Replay it: npm run replay -- --from ${options.out}`);
  } finally {
    await standin?.standin.close();
    web?.remove();
  }
}

try {
  const options = parseRecordArgs(process.argv.slice(2), process.env, {
    standinOut: ROOT,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
  if (options.target || options.capture) await recordOther(options);
  else await recordStandin(options);
  process.exit(0);
} catch (error) {
  if (error instanceof HelpRequested) {
    console.log(RECORD_USAGE);
    process.exit(0);
  }
  if (
    error instanceof UsageError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(`${error.message}\n\n${RECORD_USAGE}`);
    process.exit(2);
  }
  throw error;
}

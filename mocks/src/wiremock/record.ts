// `npm run record`: refreshes mocks/wiremock from the stand-in with WireMock's own recorder.
// The stand-in (fresh seed) runs behind WireMock in recording mode; a BFF pointed at WireMock
// drives the journeys of journeys/; the recorded stubs are scrubbed (cookies, secrets, headers),
// made order-insensitive and written with stable names.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
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
import type { SessionAccount } from '../legacy/sessions.ts';
import { BffClient } from './client.ts';
import { freePort } from './free-port.ts';
import { PAYABLE_EVENT } from './journeys/affiliates.ts';
import type { JourneyEnv } from './journeys/define.ts';
import { driveTraffic } from './journeys/index.ts';
import { dedupe, type ScrubContext, type StubMapping, scrubMapping } from './postprocess.ts';
import { startWireMock } from './server.ts';

const ROOT = resolve(import.meta.dirname, '../../wiremock');
const REPO = resolve(import.meta.dirname, '../../..');

// The SPA the walk drives, built from the sources as they are now.
console.log('Building the SPA for the recording walk');
if (spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: REPO, stdio: 'ignore' }).status !== 0)
  throw new Error('the SPA did not build: run `npm run build` to see why');

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
const OP_PARAM = process.env.LEGACY_OP_PARAM ?? 'q';
const WIREMOCK_PORT = Number(process.env.RECORD_WIREMOCK_PORT ?? (await freePort()));

// The stand-in's clock stands still at 09:00 in South Africa on the day of recording: its seed
// and its answers then carry the same times of day on every recording, so a re-recording's diff
// shows what changed, not when it was recorded (dates become relative to the day anyway).
const RECORDING_INSTANT = new Date(`${saDay(new Date())}T09:00:00+02:00`);
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
const standin = buildStandin({ opParam: OP_PARAM, now: () => new Date(RECORDING_INSTANT) });
await standin.listen({ port: 0, host: '127.0.0.1' });

/**
 * Recorded legacy sessions are named by ACCOUNT, not one per login: every journey's login of the
 * demo organiser replays as `replay-organiser`, so QA logged in as the README says reads every
 * screen any journey recorded. Other accounts (registered by a journey, a second organiser, a new
 * promoter) are named by type and id, which the fresh seed gives them the same on every recording.
 */
const DEMO_SESSION_NAMES: Record<string, string> = {
  [`customer-${DEMO_CUSTOMER_ID}`]: 'replay-customer',
  [`business-${DEMO_BUSINESS_ID}`]: 'replay-organiser',
  [`partner-${DEMO_PARTNER_ID}`]: 'replay-partner',
  [`booster-${DEMO_PROMOTER_ID}`]: 'replay-booster',
};
// The affiliate's payout needs payable commission, which the seed does not have (every recruit's
// event still takes refunds, and the setting locks at the first sale): one recruit's event is set
// up with refunds off, as if its organiser had chosen so before selling (journeys/affiliates.ts).
standinOf(standin).data.refundSettings.push({
  eventId: Number(PAYABLE_EVENT),
  refundsAllowed: false,
  maxAttempts: 2,
  autoApprove: false,
});

const sessionNames = new Map<string, string>();
const sessionStore = standinOf(standin).sessions;
const startSession = sessionStore.start.bind(sessionStore);
sessionStore.start = (account: SessionAccount) => {
  const session = startSession(account);
  const key = `${account.type}-${account.id}`;
  sessionNames.set(session.id, DEMO_SESSION_NAMES[key] ?? `replay-${key}`);
  return session;
};
const standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}`;
const scratch = join(ROOT, '..', `.record-tmp-${process.pid}`);
mkdirSync(join(scratch, 'mappings'), { recursive: true });
const wiremock = await startWireMock(WIREMOCK_PORT, scratch);

try {
  const started = await fetch(`${wiremock.url}/__admin/recordings/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      targetBaseUrl: standinUrl,
      persist: false,
      repeatsAsScenarios: false,
      captureHeaders: { Cookie: {} },
      extractBodyCriteria: { textSizeThreshold: '10 mb', binarySizeThreshold: '10 mb' },
      // Bodies as text, multipart included (WireMock's default matches any multipart body), so
      // postprocess.ts can match a multipart request by its parts.
      requestBodyPattern: { matcher: 'equalTo' },
    }),
  });
  if (!started.ok) throw new Error(`recording did not start: ${await started.text()}`);

  const bffPort = await freePort();
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  const { config } = loadConfig({
    PUBLIC_URL: bffUrl,
    LEGACY_BASE_URL: `${wiremock.url}/`,
    LEGACY_OP_PARAM: OP_PARAM,
    SESSION_SECRET: 'record-only-secret-record-only-secret',
    LOG_LEVEL: 'warn',
    CACHE_TTL_MS: '1',
    // The recorder is a test rig: its journeys log the demo accounts in many times a minute.
    RATE_LIMIT_ALLOW: '127.0.0.1',
    WEB_DIST: join(REPO, 'web/dist'),
  });
  const bff = await buildServer(config, { logger: false });
  await bff.listen({ port: bffPort, host: '127.0.0.1' });
  // Codes go to the stand-in's outbox, read directly (not through WireMock, so not recorded).
  const env: JourneyEnv = {
    smsNotifyUrl: `${standinUrl}/webservices.php?${OP_PARAM}=NOTIFY-URL-SMS-MARKETING`,
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

  const stopped = await fetch(`${wiremock.url}/__admin/recordings/stop`, { method: 'POST' });
  const { mappings } = (await stopped.json()) as { mappings: StubMapping[] };
  // WireMock lists what it recorded newest first; dedupe() wants the oldest first.
  mappings.reverse();
  const ctx: ScrubContext = {
    opParam: OP_PARAM,
    sessions: sessionNames,
    recordedDay: saDay(standinOf(standin).now()),
  };
  const stubs = dedupe(mappings.map((m) => scrubMapping(m, ctx)));

  const dir = join(ROOT, 'mappings');
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(join(dir, f));
  for (const stub of stubs)
    writeFileSync(join(dir, `${stub.name}.json`), `${JSON.stringify(stub, null, 2)}\n`);
  console.log(`Recorded ${stubs.length} stubs into mocks/wiremock/mappings`);
} finally {
  await wiremock.stop();
  await standin.close();
  rmSync(scratch, { recursive: true, force: true });
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, loadConfig } from '@tix/bff';
import { saDay } from '../legacy/clock.ts';
import { BffClient } from './client.ts';
import { freePort } from './free-port.ts';
import { type RecordAccounts, readsJourney } from './journeys/reads.ts';
import { loginsOf } from './login-sessions.ts';
import { PersonalData } from './personal-data.ts';
import { startReadGate } from './read-gate.ts';
import {
  finishRecording,
  recordedTraffic,
  startRecording,
  stopRecording,
  writeRecording,
} from './recorder.ts';
import { startWireMock } from './server.ts';

// Recording a legacy we did not write (`npm run record -- --target URL --out FOLDER`): a read
// gate in front of it (writes refused unless asked for), WireMock's recorder in front of the gate,
// a BFF in front of WireMock; then the test accounts' reads are driven through the BFF, or, in
// capture mode, a person clicks through the built SPA until Ctrl-C, or a driver given by the caller
// (a Chromium walk of every screen) goes through it. The recording is scrubbed of personal data and
// written to the folder.

export interface TargetRecording {
  target: string;
  out: string;
  opParam: string;
  accounts: RecordAccounts;
  writes: boolean;
  /** Capture mode: serve the app on this port and record until `untilStopped` resolves. */
  capture?: { port: number; webDist: string; untilStopped: () => Promise<void> };
  /**
   * Instead of the reads journey: the built SPA is served and `run` drives it at the app's address
   * (e2e/record-any walks every screen of every role in Chromium). The accounts then only name
   * the logins the recording is scrubbed of.
   */
  drive?: { webDist: string; run: (appUrl: string) => Promise<void> };
  /** Chosen ports (WireMock, the read gate, the BFF outside capture mode); else free ones. */
  ports?: { wiremock?: number; gate?: number; bff?: number };
  /** Extra BFF settings (the operator's, e.g. the payment scripts' paths). */
  bffEnv?: Record<string, string | undefined>;
  /** How many of each account's events have their screens read (default EVENTS_PER_ACCOUNT). */
  eventsPerAccount?: number;
  log?: (line: string) => void;
}

export interface TargetResult {
  stubs: number;
  /** What each test account's login became in the recording (what QA types on replay). */
  logins: Record<string, string>;
  /** The writes the gate refused (not sent to the legacy, not recorded). */
  refused: string[];
}

export async function recordTarget(options: TargetRecording): Promise<TargetResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = options.ports ?? {};
  const gate = await startReadGate(options.target, options.opParam, options.writes, ports.gate);
  const scratch = mkdtempSync(join(tmpdir(), 'record-'));
  const wiremock = await startWireMock(ports.wiremock ?? (await freePort()), scratch, {
    detached: true,
  });
  try {
    await startRecording(wiremock.url, gate.url);
    const port = options.capture?.port ?? ports.bff ?? (await freePort());
    const appUrl = `http://127.0.0.1:${port}`;
    const { config } = loadConfig({
      ...options.bffEnv,
      PUBLIC_URL: options.capture ? `http://localhost:${port}` : appUrl,
      LEGACY_BASE_URL: `${wiremock.url}/`,
      LEGACY_OP_PARAM: options.opParam,
      SESSION_SECRET: options.bffEnv?.SESSION_SECRET ?? 'record-only-secret-record-only-secret',
      LOG_LEVEL: 'warn',
      // Every read reaches the legacy (and the recorder), none served from the BFF's cache.
      CACHE_TTL_MS: '1',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      ...(options.capture || options.drive
        ? { WEB_DIST: options.capture?.webDist ?? options.drive?.webDist }
        : {}),
    });
    const bff = await buildServer(config, { logger: false });
    await bff.listen({ port, host: options.capture ? '0.0.0.0' : '127.0.0.1' });
    try {
      if (options.capture) {
        log(`Recording ${new URL(options.target).origin}: open http://localhost:${port} and click through.`);
        log(options.writes ? 'Writes go through to the legacy.' : 'Reads only: writes are refused.');
        log('Ctrl-C stops the recording and writes it.');
        await options.capture.untilStopped();
      } else if (options.drive) await options.drive.run(appUrl);
      else await readsJourney(new BffClient(appUrl), options.accounts, log, options.eventsPerAccount);
    } finally {
      await bff.close();
    }
    const raw = await stopRecording(wiremock.url);
    const traffic = await recordedTraffic(wiremock.url);
    const personal = new PersonalData(
      Object.fromEntries(Object.entries(options.accounts).map(([role, a]) => [role, a.login])),
    );
    const stubs = finishRecording(raw, {
      opParam: options.opParam,
      recordedDay: saDay(new Date()),
      personal,
      traffic,
    });
    writeRecording(options.out, stubs);
    const logins = Object.fromEntries(
      Object.entries(options.accounts).map(([role, a]) => [role, personal.standInOf(a.login)]),
    );
    // Stand-ins only: the real logins never go into the folder.
    const file = { testAccounts: logins, loginsByAccountType: loginsOf(stubs), password: 'any' };
    writeFileSync(join(options.out, 'logins.json'), `${JSON.stringify(file, null, 2)}\n`);
    return { stubs: stubs.length, logins, refused: gate.refused };
  } finally {
    await wiremock.stop();
    await gate.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

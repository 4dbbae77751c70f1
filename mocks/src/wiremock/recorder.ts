import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AccountNames, nameSessionsByLogin } from './login-sessions.ts';
import type { PersonalData } from './personal-data.ts';
import { scrubPersonalData } from './personal-data.ts';
import { dedupe, type ScrubContext, type StubMapping, scrubMapping } from './postprocess.ts';
import { REFUSED_HEADER } from './read-gate.ts';

// WireMock's recorder in front of a legacy, and what becomes of what it recorded: the calls the
// read gate refused left out, personal data replaced (recordings of a real legacy), sessions named
// by the accounts their logins answered, then the scrubber of postprocess.ts, one file per stub.

/** Starts WireMock's recorder (admin API) proxying to `target`. */
export async function startRecording(wiremockUrl: string, target: string): Promise<void> {
  const started = await fetch(`${wiremockUrl}/__admin/recordings/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      targetBaseUrl: target.replace(/\/$/, ''),
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
}

/** Stops the recorder and returns what it recorded, oldest first. */
export async function stopRecording(wiremockUrl: string): Promise<StubMapping[]> {
  const stopped = await fetch(`${wiremockUrl}/__admin/recordings/stop`, { method: 'POST' });
  if (!stopped.ok) throw new Error(`recording did not stop: ${await stopped.text()}`);
  const { mappings } = (await stopped.json()) as { mappings: StubMapping[] };
  // WireMock lists what it recorded newest first.
  return mappings.reverse();
}

interface JournalEntry {
  request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    body?: string;
    loggedDate?: number;
  };
  response?: { status?: number; headers?: Record<string, string | string[]>; body?: string };
}

/**
 * Every call the recorder proxied, oldest first, as mappings (WireMock's request journal): the
 * recorded stubs hold one per distinct request, the journal every login of every session.
 */
export async function recordedTraffic(wiremockUrl: string): Promise<StubMapping[]> {
  const res = await fetch(`${wiremockUrl}/__admin/requests`);
  if (!res.ok) throw new Error(`the request journal did not answer: ${res.status}`);
  const { requests } = (await res.json()) as { requests: JournalEntry[] };
  return requests
    .slice()
    .sort((a, b) => (a.request.loggedDate ?? 0) - (b.request.loggedDate ?? 0))
    .map(({ request, response }) => {
      const cookie = Object.entries(request.headers ?? {}).find(([k]) => k.toLowerCase() === 'cookie')?.[1];
      return {
        request: {
          method: request.method,
          url: request.url,
          ...(cookie ? { headers: { Cookie: { equalTo: cookie } } } : {}),
          ...(request.body ? { bodyPatterns: [{ equalTo: request.body }] } : {}),
        },
        response: { status: response?.status ?? 0, headers: response?.headers ?? {}, body: response?.body },
      };
    });
}

const refusedByGate = (m: StubMapping) =>
  Object.keys(m.response.headers ?? {}).some((k) => k.toLowerCase() === REFUSED_HEADER);

export interface FinishOptions {
  opParam: string;
  /** The day of recording in South Africa (YYYY-MM-DD): dates become relative to it. */
  recordedDay: string;
  /** Session names of well-known accounts by `type-id` (the README's demo accounts). */
  accountNames?: AccountNames;
  /** Given for a real legacy: its personal data is replaced consistently. */
  personal?: PersonalData;
  /** Every call in the order made (recordedTraffic): where sessions are named from. */
  traffic?: readonly StubMapping[];
}

/** Turns raw recorded mappings (oldest first) into the stubs to write. */
export function finishRecording(raw: readonly StubMapping[], options: FinishOptions): StubMapping[] {
  const kept = raw.filter((m) => !refusedByGate(m));
  const scrubbed = options.personal ? scrubPersonalData(kept, options.personal) : kept;
  const named = nameSessionsByLogin(scrubbed, options.opParam, options.accountNames, options.traffic);
  const ctx: ScrubContext = {
    opParam: options.opParam,
    sessions: named.sessions,
    recordedDay: options.recordedDay,
    // A real legacy's passwords are never kept, whatever they are.
    ...(options.personal ? { publicTestValues: new Set<string>() } : {}),
  };
  return dedupe(named.mappings.map((m) => scrubMapping(m, ctx)));
}

/**
 * Writes the stubs into `<folder>/mappings` (what `npm run replay -- --from <folder>` serves),
 * replacing the stub files a previous recording left there (and nothing else).
 */
export function writeRecording(folder: string, stubs: readonly StubMapping[]): void {
  const dir = join(folder, 'mappings');
  mkdirSync(dir, { recursive: true });
  if (existsSync(dir)) for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(join(dir, f));
  for (const stub of stubs)
    writeFileSync(join(dir, `${stub.name}.json`), `${JSON.stringify(stub, null, 2)}\n`);
  mkdirSync(join(folder, '__files'), { recursive: true });
}

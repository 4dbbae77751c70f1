import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../mocks/src/wiremock/free-port.ts';
import { type RunningWireMock, startWireMock } from '../../../mocks/src/wiremock/server.ts';

let wiremock: RunningWireMock | undefined;

export async function setup(project: TestProject) {
  const port = Number(process.env.REPLAY_WIREMOCK_PORT ?? (await freePort()));
  const root = resolve(import.meta.dirname, '../../../mocks/wiremock');
  wiremock = await startWireMock(port, root);
  await warmUp(wiremock.url, join(root, 'mappings'));
  project.provide('wiremockUrl', wiremock.url);
}

/**
 * A fresh JVM answers its first templated stubs slowly, and the tests' BFF gives a read 400 ms:
 * replaying a sample of recorded reads first keeps a busy machine's first test from timing out.
 */
async function warmUp(url: string, mappings: string): Promise<void> {
  type Stub = {
    request: { method?: string; urlPath?: string; queryParameters?: Record<string, { equalTo?: string }> };
  };
  const reads = readdirSync(mappings)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(mappings, f), 'utf8')) as Stub)
    .filter((s) => s.request.method === 'GET' && s.request.urlPath)
    .slice(0, 60);
  for (const { request } of reads) {
    const query = new URLSearchParams();
    for (const [k, m] of Object.entries(request.queryParameters ?? {}))
      if (m.equalTo) query.set(k, m.equalTo);
    await fetch(`${url}${request.urlPath}?${query}`)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
  }
}

export async function teardown() {
  await wiremock?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    wiremockUrl: string;
  }
}

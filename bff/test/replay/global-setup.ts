import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../mocks/src/wiremock/free-port.ts';
import { type RunningWireMock, startWireMock } from '../../../mocks/src/wiremock/server.ts';

let wiremock: RunningWireMock | undefined;

export async function setup(project: TestProject) {
  const port = Number(process.env.REPLAY_WIREMOCK_PORT ?? (await freePort()));
  wiremock = await startWireMock(port, resolve(import.meta.dirname, '../../../mocks/wiremock'));
  project.provide('wiremockUrl', wiremock.url);
}

export async function teardown() {
  await wiremock?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    wiremockUrl: string;
  }
}

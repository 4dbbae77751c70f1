// `npm run replay`: real WireMock on 8091 serving the recorded mappings, and the BFF (with the
// built SPA) on 8080 pointed at it, so QA can use the product on recorded answers alone.
import { resolve } from 'node:path';
import { startProcess, stopProcess, waitForUrl } from '../../../scripts/lib/processes.ts';
import { startWireMock } from './server.ts';

const port = Number(process.env.WIREMOCK_PORT ?? 8091);
const wiremock = await startWireMock(port, resolve(import.meta.dirname, '../../wiremock'));
console.log(`WireMock replaying mocks/wiremock on ${wiremock.url}`);
const bff = startProcess('bff', 'node_modules/.bin/tsx', ['bff/src/main.ts'], {
  LEGACY_BASE_URL: `${wiremock.url}/`,
  LEGACY_REPLAY: 'true',
  PORT: process.env.PORT ?? '8080',
});
await waitForUrl(`http://127.0.0.1:${process.env.PORT ?? '8080'}/healthz`);
console.log(
  `The app is on http://localhost:${process.env.PORT ?? '8080'} with recorded answers. Ctrl+C stops.`,
);

const stop = async () => {
  stopProcess(bff);
  await wiremock.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
bff.on('exit', stop);

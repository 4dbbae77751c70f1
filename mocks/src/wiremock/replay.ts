// `npm run replay [-- --from FOLDER]`: real WireMock on 8091 serving a recorded folder (its
// mappings/; default mocks/wiremock, the committed recording of the stand-in), and the BFF (with
// the built SPA) on 8080 pointed at it, so QA can use the product on recorded answers alone.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startProcess, stopProcess, waitForUrl } from '../../../scripts/lib/processes.ts';
import { startWireMock } from './server.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } }, allowPositionals: false });
const folder = values.from
  ? resolve(process.env.INIT_CWD ?? process.cwd(), values.from)
  : resolve(import.meta.dirname, '../../wiremock');
if (!existsSync(join(folder, 'mappings'))) {
  console.error(
    `No recording in ${folder}: it has no mappings/ folder (npm run record -- --out writes one).`,
  );
  process.exit(2);
}
const port = Number(process.env.WIREMOCK_PORT ?? 8091);
const wiremock = await startWireMock(port, folder);
console.log(`WireMock replaying ${folder} on ${wiremock.url}`);
if (existsSync(join(folder, 'logins.json')))
  console.log(`The test accounts' logins on this recording (any password): ${join(folder, 'logins.json')}`);
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

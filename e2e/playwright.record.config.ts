import { suiteConfig } from './playwright.shared.ts';

// The last step of `npm run record` (mocks/src/wiremock/record.ts): the replay walk
// (replay/walk.spec.ts) and the organiser's downloads (replay/exports.spec.ts: CSV exports and
// the flyer with its poster) in Chromium through a BFF whose legacy is WireMock's recorder in
// front of the stand-in, so every screen's reads are recorded in the state the write journeys left.
// record.ts starts the servers and gives their address; nothing is started here.
const baseURL = process.env.RECORD_APP_URL;
if (!baseURL) throw new Error('RECORD_APP_URL is not set: run `npm run record`');

export default suiteConfig('e2e-record', {
  testDir: './replay',
  testMatch: ['walk.spec.ts', 'exports.spec.ts'],
  retries: 0,
  use: { baseURL, screenshot: 'off', trace: 'off' },
});

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.ts';
export { buildStandin, standinOf } from './server.ts';

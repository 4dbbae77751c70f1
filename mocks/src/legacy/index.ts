export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin, formatDemoLogins } from './demo-logins.ts';
export { implementedOperations } from './handlers/index.ts';
export type { OutboxMessage } from './outbox.ts';
export { buildStandin, type StandinOptions, standinOf } from './server.ts';
export type { Standin } from './store.ts';

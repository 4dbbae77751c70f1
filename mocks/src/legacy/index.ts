export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.ts';
// Read by contract/scripts/operations-doc-sources.ts (a computed import): the stand-in's column of
// docs/operations.md.
export { implementedOperations } from './handlers/index.ts';
export { buildStandin, type StandinOptions, standinOf } from './server.ts';

// Environment-neutral entry: the per-test overrides and the world. The worker (browser.ts) and the
// server (node.ts) are imported by path, so neither drags the other's environment in. `fixtures`
// is test data only (values of the seed world for component tests' expectations): mock mode
// itself answers from the BFF's handlers over the stand-in (adapter.ts, world.ts).
export * as fixtures from './fixtures/index.ts';
export { answer, problem } from './respond.ts';
export { lastMockCode } from './world.ts';

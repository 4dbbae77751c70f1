// Environment-neutral entry: the per-test overrides and the world. The worker (browser.ts) and the
// server (node.ts) are imported by path, so neither drags the other's environment in. Mock mode
// answers from the BFF's handlers over the stand-in (adapter.ts, world.ts).
export { answer, problem } from './respond.ts';
export { lastMockCode } from './world.ts';

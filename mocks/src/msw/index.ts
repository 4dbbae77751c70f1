// Environment-neutral entry: handlers, fixtures and state. The worker (browser.ts) and the server
// (node.ts) are imported by path, so neither drags the other's environment in.
export * as fixtures from './fixtures/index.ts';
export { handlers } from './handlers/index.ts';
export { answer, problem } from './respond.ts';
export { getMockSession, resetMockState, setMockSession } from './state.ts';

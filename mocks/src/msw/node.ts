import { setupServer } from 'msw/node';
import { handlers } from './adapter.ts';

// Mock mode in Node, for component tests: the same adapter and world as the browser's. What a
// test expects comes from the product over that world (`bffAnswer`), never from a copy of it.

/** For Vitest: `server.listen()` before all, `resetHandlers()` and `resetMockState()` after each. */
export const server = setupServer(...handlers);
export { bffAnswer, bffSend, demoSession, mockStandin, resetMockState, setMockSession } from './world.ts';

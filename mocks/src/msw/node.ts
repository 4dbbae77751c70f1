import { setupServer } from 'msw/node';
import { handlers } from './adapter.ts';

/** For Vitest: `server.listen()` before all, `resetHandlers()` and `resetMockState()` after each. */
export const server = setupServer(...handlers);
export { mockStandin, resetMockState, setMockSession } from './world.ts';

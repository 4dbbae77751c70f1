import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** For Vitest: `server.listen()` before all, `resetHandlers()` and `resetMockState()` after each. */
export const server = setupServer(...handlers);
export { resetMockState, setMockSession } from './state.ts';

import { setupServer } from 'msw/node';
import { handlers } from './adapter.ts';
import { WORLD_NOW } from './fixtures/world.ts';
import { seedMockWorldAt } from './world.ts';

// Component tests compare screens with fixtures built at WORLD_NOW: the world is seeded then too.
seedMockWorldAt(WORLD_NOW);

/** For Vitest: `server.listen()` before all, `resetHandlers()` and `resetMockState()` after each. */
export const server = setupServer(...handlers);
export { bffAnswer, demoSession, mockStandin, resetMockState, setMockSession } from './world.ts';

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetMockState, server } from '@tix/mocks/msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Two cores run every suite at once in CI: give `findBy*` room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

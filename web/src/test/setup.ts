import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { resetMockState, server } from '@tix/mocks/msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

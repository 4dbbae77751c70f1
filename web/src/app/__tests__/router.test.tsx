import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_COPY } from '../../features/account/messages.ts';
import { paths } from '../../lib/paths.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NOT_FOUND_HEADING } from '../../ui/not-found.tsx';
import { areaRoutes } from '../areas.tsx';
import { routes } from '../router.tsx';

/** The paths in the route table, however deep. */
function servedPaths(table: typeof routes): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...servedPaths(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('serves each path once', () => {
    // The entry's table and the areas' table (a chunk of its own) together; '*' is each one's way out.
    const served = [...servedPaths(routes), ...servedPaths(areaRoutes)].filter((p) => p !== '*');
    expect(served.length).toBe(new Set(served).size);
  });

  it('serves every path of the registry but the organiser screens still to come', () => {
    const toCome: string[] = [];
    const expected = Object.values(paths).filter((path) => !toCome.includes(path));
    expect([...servedPaths(routes), ...servedPaths(areaRoutes)]).toEqual(expect.arrayContaining(expected));
  });

  it('sends /register, where the spec sends a visitor with no verification pending, to registration', async () => {
    renderApp(paths.register);
    expect(
      await screen.findByRole('heading', { level: 1, name: REGISTRATION_COPY.chooseHeading }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NOT_FOUND_HEADING })).not.toBeInTheDocument();
  });
});

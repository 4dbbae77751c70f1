import { describe, expect, it } from 'vitest';
import { routes } from '../../api/routes.ts';

// The web's client finds an endpoint by its name alone (web/src/lib/endpoints.ts spreads every
// group into one object): two groups naming an endpoint alike would silently call the wrong one.
describe('endpoint names', () => {
  it('are unique across every group of the API', () => {
    const seen = new Map<string, string[]>();
    for (const [group, table] of Object.entries(routes)) {
      for (const name of Object.keys(table)) seen.set(name, [...(seen.get(name) ?? []), group]);
    }
    const clashes = [...seen]
      .filter(([, groups]) => groups.length > 1)
      .map(([n, g]) => `${n}: ${g.join(', ')}`);
    expect(clashes).toEqual([]);
  });
});

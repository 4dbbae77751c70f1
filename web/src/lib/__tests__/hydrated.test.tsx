import { act, render, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBrowserValue } from '../hydrated.ts';

const noChange = () => () => {};
const inBrowser = () => 'browser';

function Width({ seen }: { seen: string[] }) {
  const value = useBrowserValue(noChange, inBrowser, 'server');
  seen.push(value);
  return <p>{value}</p>;
}

describe('a value only the browser knows', () => {
  it('renders as the server did while the app takes the page over, then switches, with no mismatch', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Width seen={seen} />);
    expect(container.textContent).toBe('server');
    seen.length = 0;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Width seen={seen} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    await waitFor(() => expect(container.textContent).toBe('browser'));
    expect(seen[0]).toBe('server');
    expect(mismatches).toEqual([]);
  });

  it('takes over a part whose code arrives after the rest of the page was taken over', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Width seen={[]} />
        <Suspense fallback="…">
          <Width seen={seen} />
        </Suspense>
      </>,
    );
    expect(container.textContent).toBe('serverserver');
    seen.length = 0;
    let arrive: (m: { default: typeof Width }) => void = () => {};
    const Late = lazy(() => new Promise<{ default: typeof Width }>((done) => (arrive = done)));
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Width seen={[]} />
          <Suspense fallback="…">
            <Late seen={seen} />
          </Suspense>
        </>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await act(async () => arrive({ default: Width }));
    await waitFor(() => expect(container.textContent).toBe('browserbrowser'));
    expect(seen[0]).toBe('server');
    expect(mismatches).toEqual([]);
  });

  it('follows changes, and a component the browser renders itself reads the browser at once', async () => {
    let current = 'narrow';
    let notify = () => {};
    const subscribe = (change: () => void) => {
      notify = change;
      return () => {
        notify = () => {};
      };
    };
    const read = () => current;
    const seen: string[] = [];
    function Follows() {
      const value = useBrowserValue(subscribe, read, 'server');
      seen.push(value);
      return <p>{value}</p>;
    }
    const { container } = render(<Follows />);
    expect(seen[0]).toBe('narrow');
    current = 'wide';
    act(() => notify());
    await waitFor(() => expect(container.textContent).toBe('wide'));
    expect(seen).not.toContain('server');
  });
});

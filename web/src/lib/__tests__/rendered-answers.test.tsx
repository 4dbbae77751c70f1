import { act, render, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useForgetAllBut } from '../cache.ts';
import { endpoints } from '../endpoints.ts';
import { cacheWithRenderedAnswers, keepRenderedAnswers } from '../rendered-answers.ts';

// A landing rendered on the server comes with its viewer's answers: they start the app's SWR cache.
// After a change of viewer the next one must never see them, even for a read the app has not made
// again yet; while the viewer stays, an answer read again unchanged does not render the screen again.

const never = () => new Promise<string[]>(() => {});

/** As app.tsx configures SWR: its cache starts with the rendered answers. */
function AppLike({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={{ provider: cacheWithRenderedAnswers, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe('the answers a page was rendered with', () => {
  it('are dropped at a change of viewer: a read made after it never gets them', async () => {
    keepRenderedAnswers({ '/api/tickets': ['Jozi Jazz Under the Stars'] });
    let forget: () => Promise<unknown> = async () => {};
    function Tickets({ label }: { label: string }) {
      const { data } = useSWR<string[]>('/api/tickets', never);
      const forgetAllBut = useForgetAllBut();
      forget = () => forgetAllBut(endpoints.getSession);
      return <p>{`${label}: ${data ? data.join(', ') : 'No answer yet'}`}</p>;
    }
    const { rerender } = render(
      <AppLike>
        <Tickets label="first" />
      </AppLike>,
    );
    expect(screen.getByText('first: Jozi Jazz Under the Stars')).toBeTruthy();
    await act(() => forget());
    rerender(
      <AppLike>
        <Tickets label="after" />
        <Tickets label="new reader" />
      </AppLike>,
    );
    expect(await screen.findByText('new reader: No answer yet')).toBeTruthy();
  });

  it('are taken once: a second app (another viewer in the same tab) starts empty', () => {
    keepRenderedAnswers({ '/api/tickets': ['Jozi Jazz Under the Stars'] });
    expect([...cacheWithRenderedAnswers().keys()]).toEqual(['/api/tickets']);
    expect([...cacheWithRenderedAnswers().keys()]).toEqual([]);
  });

  it('read again unchanged, keep the answer the screen holds: its list is not rendered again', async () => {
    keepRenderedAnswers({ '/api/tickets': ['Jozi Jazz Under the Stars'] });
    let asked = 0;
    const same = async () => {
      asked += 1;
      return ['Jozi Jazz Under the Stars'];
    };
    let listRenders = 0;
    const List = memo(function List({ names }: { names: string[] }) {
      listRenders += 1;
      return <p>{names.join(', ')}</p>;
    });
    function Tickets() {
      const { data, isValidating } = useSWR<string[]>('/api/tickets', same);
      return (
        <>
          <span>{isValidating ? 'checking' : 'checked'}</span>
          {data && <List names={data} />}
        </>
      );
    }
    render(
      <AppLike>
        <Tickets />
      </AppLike>,
    );
    await waitFor(() => expect(asked).toBe(1));
    expect(await screen.findByText('checked')).toBeTruthy();
    expect(screen.getByText('Jozi Jazz Under the Stars')).toBeTruthy();
    expect(listRenders).toBe(1);
  });
});

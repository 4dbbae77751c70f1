import { act, render, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForgetAllBut } from '../cache.ts';
import { endpoints } from '../endpoints.ts';
import {
  cacheWithRenderedAnswers,
  keepRenderedAnswers,
  RENDERED_FRESH_MS,
  renderedAnswersFresh,
} from '../rendered-answers.ts';

// A landing rendered on the server comes with its viewer's answers: they start the app's SWR cache.
// After a change of viewer the next one must never see them, even for a read the app has not made
// again yet; while the viewer stays, an answer read again unchanged does not render the screen again.

const never = () => new Promise<string[]>(() => {});

/** As app.tsx configures SWR: its cache starts with the rendered answers, taken as they are while fresh. */
function AppLike({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig
      value={{ provider: cacheWithRenderedAnswers, use: [renderedAnswersFresh], dedupingInterval: 0 }}
    >
      {children}
    </SWRConfig>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/** Past the time the rendered answers are taken as they are. */
function later() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + RENDERED_FRESH_MS + 1);
}

/** A ticket list that reads `/api/tickets` from a server now holding `names`; `asked` lists its reads. */
function ticketsReading(names: string[]) {
  const asked: string[] = [];
  const fetcher = async (key: string) => {
    asked.push(key);
    return names;
  };
  function Tickets() {
    const { data } = useSWR<string[]>('/api/tickets', fetcher);
    return <p>{data?.join(', ')}</p>;
  }
  return { asked, Tickets };
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

  it('are taken as they are by the reads that mount with them while fresh: nothing is asked again', async () => {
    keepRenderedAnswers({
      '/api/tickets': ['Jozi Jazz Under the Stars'],
      '/api/session': { loggedIn: true },
    });
    const asked: string[] = [];
    const fetcher = async (key: string) => {
      asked.push(key);
      return key === '/api/likes' ? ['Soweto Soul'] : ['Jozi Jazz Under the Stars'];
    };
    function Reads() {
      const tickets = useSWR<string[]>('/api/tickets', fetcher);
      const likes = useSWR<string[]>('/api/likes', fetcher);
      return <p>{`${tickets.data?.join(', ')} / ${likes.data?.join(', ') ?? 'No answer yet'}`}</p>;
    }
    render(
      <AppLike>
        <Reads />
      </AppLike>,
    );
    // A read the page was not rendered with is made as always.
    expect(await screen.findByText('Jozi Jazz Under the Stars / Soweto Soul')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(['/api/likes']);
  });

  it('are read again by a screen that mounts once they are no longer fresh', async () => {
    keepRenderedAnswers({ '/api/tickets': ['Jozi Jazz Under the Stars'] });
    const { asked, Tickets } = ticketsReading(['Jozi Jazz Under the Stars', 'Soweto Soul']);
    later();
    render(
      <AppLike>
        <Tickets />
      </AppLike>,
    );
    expect(await screen.findByText('Jozi Jazz Under the Stars, Soweto Soul')).toBeTruthy();
    expect(asked).toEqual(['/api/tickets']);
  });

  it('are read again by a screen that mounts after the viewer moved to another page, even back on this one', async () => {
    keepRenderedAnswers({ '/api/tickets': ['Jozi Jazz Under the Stars'] });
    const { asked, Tickets } = ticketsReading(['Jozi Jazz Under the Stars (refund pending)']);
    /** The session every page's header reads. */
    function Header() {
      useSWR('/api/session', never);
      return null;
    }
    const page = (tickets: boolean) => (
      <AppLike>
        <Header />
        {tickets && <Tickets />}
      </AppLike>
    );
    const here = window.location.href;
    const { rerender } = render(page(false));
    // The viewer went to a ticket, asked for a refund there, and came back, in the same app.
    window.history.pushState(null, '', '/zoom?ticket=1');
    rerender(page(false));
    window.history.pushState(null, '', here);
    rerender(page(true));
    expect(await screen.findByText('Jozi Jazz Under the Stars (refund pending)')).toBeTruthy();
    expect(asked).toEqual(['/api/tickets']);
  });

  it('read again unchanged, keep the answer the screen holds: its list is not rendered again', async () => {
    keepRenderedAnswers({ '/api/tickets': ['Jozi Jazz Under the Stars'] });
    later();
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

import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  forgetRenderedAnswers,
  keepRenderedAnswers,
  onRenderedAnswersChange,
  renderedAnswers,
} from '../rendered-answers.ts';

// A landing rendered on the server comes with its viewer's answers; after a change of viewer the
// next one must never see them, even for a read the app has not made again yet.

/** Reads the tickets as a screen would; the network never answers here. */
function Tickets() {
  const { data } = useSWR<string[]>('/api/tickets', () => new Promise<string[]>(() => {}));
  return <p>{data ? data.join(', ') : 'No answer yet'}</p>;
}

/** As app.tsx configures SWR: the rendered answers, while they are kept, are the fallback. */
function AppLike() {
  const fallback = useSyncExternalStore(onRenderedAnswersChange, renderedAnswers, renderedAnswers);
  return (
    <SWRConfig value={{ fallback, provider: () => new Map() }}>
      <Tickets />
    </SWRConfig>
  );
}

describe('the answers a page was rendered with', () => {
  it('show until the viewer changes, then never again', async () => {
    keepRenderedAnswers({ '/api/tickets': ['Jozi Jazz Under the Stars'] });
    render(<AppLike />);
    expect(screen.getByText('Jozi Jazz Under the Stars')).toBeTruthy();
    act(() => forgetRenderedAnswers());
    expect(await screen.findByText('No answer yet')).toBeTruthy();
    expect(screen.queryByText('Jozi Jazz Under the Stars')).toBeNull();
  });
});

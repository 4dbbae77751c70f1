import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS } from '../../lib/session.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sessions } from '../../test/seed.ts';
import { NOT_FOUND_HEADING } from '../../ui/not-found.tsx';
import { SHELL_COPY } from '../layouts/role-shell-copy.ts';

const organiser = { session: sessions.organiser };
const menuName = `${ACCOUNT_LABELS.business} menu`;
const toggle = (name: string) =>
  screen.findByRole('button', { name, expanded: name === SHELL_COPY.hideMenu });

/** A phone-sized window as far as `matchMedia` can tell. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: media === '(max-width: 768px)',
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the organiser's shell", () => {
  it('shows the spec’s navigation on desktop, and collapses and opens again with its toggle', async () => {
    const { user } = renderApp('/dashboard', organiser);
    const menu = await screen.findByRole('navigation', { name: menuName });
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(labels).toEqual([
      '/dashboard',
      '/campaigns',
      '/myevents',
      '/customers',
      '/profile',
      '/do-marketing',
      '/transactions-view',
      '/feedback',
      '/logout',
    ]);
    await user.click(await toggle(SHELL_COPY.hideMenu));
    expect(screen.queryByRole('navigation', { name: menuName })).not.toBeInTheDocument();
    await user.click(await toggle(SHELL_COPY.showMenu));
    expect(screen.getByRole('navigation', { name: menuName })).toBeInTheDocument();
  });

  it('starts collapsed on a phone; opened, it lies over the page until a link or the overlay closes it', async () => {
    onAPhone();
    const { user } = renderApp('/dashboard', organiser);
    await user.click(await toggle(SHELL_COPY.showMenu));
    const menu = screen.getByRole('navigation', { name: menuName });
    // The toggle and the overlay both close it.
    expect(screen.getAllByRole('button', { name: SHELL_COPY.hideMenu })).toHaveLength(2);
    await user.click(within(menu).getByRole('link', { name: 'My Events' }));
    // The next screen loads lazily; the menu closes once the route has changed.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: menuName })).not.toBeInTheDocument());
    await user.click(await toggle(SHELL_COPY.showMenu));
    const overlay = screen.getAllByRole('button', { name: SHELL_COPY.hideMenu })[1];
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('navigation', { name: menuName })).not.toBeInTheDocument();
  });

  it('shows screens still to come as not found, inside the shell', async () => {
    renderApp('/no-such-organiser-page', organiser);
    // The page is not found before the session loads too; wait for the shell, then look inside.
    expect(await screen.findByRole('navigation', { name: menuName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeInTheDocument();
  });

  it('shows guests an unknown path without a shell', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHELL_COPY.hideMenu })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import type { AffiliateInvite } from '@tix/contract/model/affiliate-invite';
import { mockStandin } from '@tix/mocks/msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { AFFILIATE_ID_KEY } from '../../../lib/affiliate-invite.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bffAnswer } from '../../../test/seed.ts';
import { INVITE_COPY } from '../invite-copy.ts';
import { BROWSE_COPY } from '../messages.ts';

afterEach(() => localStorage.clear());
/** The seed's first affiliate, as the invitation's read names them (GET /api/affiliate-invites/:id). */
async function firstInvite(): Promise<AffiliateInvite> {
  const partner = mockStandin().data.partners[0];
  if (!partner) throw new Error('The seed has no affiliate');
  return bffAnswer<AffiliateInvite>(`/api/affiliate-invites/${partner.affiliateId}`);
}

describe('affiliate invitation on the home page', () => {
  it('names the affiliate from the link, keeps the id for sign-up, and closes', async () => {
    const invite = await firstInvite();
    // The seed's affiliate has a name and an email: the dialog shows both.
    expect(invite.name).not.toBe('');
    if (!invite.email) throw new Error('The seed’s affiliate has no email');
    const { user } = renderApp(`/?affiliateid=${invite.affiliateId}`);
    const dialog = await screen.findByRole('dialog', { name: INVITE_COPY.heading });
    expect(dialog).toHaveTextContent(INVITE_COPY.invitedBy(invite.name));
    expect(within(dialog).getByRole('link', { name: invite.email })).toHaveAttribute(
      'href',
      `mailto:${invite.email}`,
    );
    expect(within(dialog).getByRole('link', { name: INVITE_COPY.signUp })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(localStorage.getItem(AFFILIATE_ID_KEY)).toBe(invite.affiliateId);
    await user.click(within(dialog).getByRole('button', { name: INVITE_COPY.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing and keeps nothing for an unknown affiliate id', async () => {
    renderApp('/?affiliateid=NOBODY');
    await screen.findByRole('heading', { level: 1 });
    await screen.findAllByRole('link', { name: /Soweto/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(AFFILIATE_ID_KEY)).toBeNull();
  });

  it('links to the costs and the affiliate programme', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: BROWSE_COPY.costsLink })).toHaveAttribute('href', '/fees');
    expect(screen.getByRole('link', { name: BROWSE_COPY.affiliateLink })).toHaveAttribute(
      'href',
      '/aboutsalesparnter',
    );
  });
});

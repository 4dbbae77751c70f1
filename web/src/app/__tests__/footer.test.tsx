import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sessions } from '../../test/seed.ts';

const footer = () => screen.findByRole('navigation', { name: 'Footer' });

describe('site footer', () => {
  it('links the policies, fees, about, the affiliate programme and contact', async () => {
    const { user } = renderApp('/');
    const nav = await footer();
    const links = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    );
    expect(links).toEqual({
      'Terms and conditions': paths.terms,
      'Ticketing policy': paths.ticketingPolicy,
      'Refund policy': paths.refundPolicy,
      'Privacy policy': paths.privacyPolicy,
      'Fees and pricing': paths.fees,
      'About Tix': paths.about,
      'Affiliate programme': paths.aboutSalesPartner,
      'Contact us': paths.feedback,
    });
    await user.click(within(nav).getByRole('link', { name: 'Refund policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund policy' })).toBeInTheDocument();
  });

  it('does not offer customers the pages they are sent away from', async () => {
    renderApp('/', { session: sessions.customer });
    const nav = await footer();
    await within(nav).findByRole('link', { name: 'Refund policy' });
    expect(within(nav).queryByRole('link', { name: 'Fees and pricing' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'About Tix' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { BANK_COPY } from '../messages.ts';

// Organisers and partners have bank details too, with their own wording and side menu.

describe('bank details of organisers and partners', () => {
  it('tells an organiser that All required fields must be filled out.', async () => {
    // The demo organiser has details in the seed (as on the stand-in): the form edits them.
    const { user } = renderApp('/edit-b-details', { session: sessions.organiser });
    await user.clear(await screen.findByLabelText(BANK_COPY.holder));
    await user.click(await screen.findByRole('button', { name: BANK_COPY.updateButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BANK_COPY.allRequiredFieldsFilled);
    expect(screen.getByRole('link', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: BANK_COPY.maybeLater })).not.toBeInTheDocument();
  });

  it('gives a partner the same wording, the partner menu and Maybe later to /in on /bdetails', async () => {
    const { user } = renderApp('/bdetails', { session: sessions.partner });
    await user.click(await screen.findByRole('button', { name: BANK_COPY.addButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BANK_COPY.allRequiredFieldsFilled);
    expect(screen.getAllByRole('link', { name: 'Affiliate link' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('link', { name: BANK_COPY.maybeLater }));
    expect(await screen.findByText('Affiliate dashboard')).toBeInTheDocument();
  });

  it('shows a partner’s /b-details with + Add when nothing is saved', async () => {
    renderApp('/b-details', { session: sessions.partner });
    expect(await screen.findByRole('link', { name: BANK_COPY.add })).toBeInTheDocument();
  });
});

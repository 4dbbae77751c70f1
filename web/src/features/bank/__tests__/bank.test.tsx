import { screen } from '@testing-library/react';
import { LEGACY_MESSAGES } from '@tix/mocks/flows/legacy-messages';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { DEMO_PASSWORD, sessions } from '../../../test/seed.ts';
import { BANK_COPY } from '../messages.ts';

describe('bank details', () => {
  it('asks for every field, fills the branch code of a known bank, then saves after the password', async () => {
    const { user } = renderApp('/edit-b-details', { session: sessions.customer });
    await user.click(await screen.findByRole('button', { name: BANK_COPY.addButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BANK_COPY.allFieldsRequired);

    await user.selectOptions(screen.getByLabelText(BANK_COPY.bank), 'Capitec');
    expect(screen.getByLabelText(BANK_COPY.branch)).toHaveValue('470010');
    expect(screen.getByLabelText(BANK_COPY.branch)).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(BANK_COPY.holder), sessions.customer.accountName);
    await user.type(screen.getByLabelText(BANK_COPY.number), '1234567890');
    await user.selectOptions(screen.getByLabelText(BANK_COPY.type), 'savings');
    await user.click(screen.getByRole('button', { name: BANK_COPY.addButton }));

    await user.click(await screen.findByRole('button', { name: BANK_COPY.confirm }));
    expect(
      await screen.findByText(BANK_COPY.passwordRequired, { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(BANK_COPY.passwordLabel), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: BANK_COPY.confirm }));

    expect(await screen.findByText(LEGACY_MESSAGES.bankDetailsSaved)).toBeInTheDocument();
    expect(await screen.findByText('******7890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BANK_COPY.edit })).toBeInTheDocument();
  });
});

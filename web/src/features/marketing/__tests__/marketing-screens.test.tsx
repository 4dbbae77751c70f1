import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { MARKETING_MESSAGES } from '@tix/contract/forms/marketing';
import type { MarketingMessage } from '@tix/contract/model/marketing';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import {
  AUDIENCE_LABELS,
  CAMPAIGN_COPY,
  COMPOSE_COPY,
  OUTCOME_COPY,
  PICKER_COPY,
  UPLOAD_COPY,
} from '../messages.ts';

const organiser = { session: sessions.organiser };

const message = (over: Partial<MarketingMessage> = {}): MarketingMessage => ({
  textId: '77',
  text: 'Soweto Jazz Night is on Saturday',
  subject: null,
  type: 'sms',
  audience: 'NEWAUDIENCE',
  recipients: 120,
  costCents: 10_800,
  delivery: 'awaiting-payment',
  paymentStartedAt: null,
  ...over,
});

describe('/sms', () => {
  it('offers the three audiences with their sizes, and Next goes to the upload for your own list', async () => {
    server.use(answer(api.marketing.getAudiences, () => ({ existing: 14, universal: 2_500 })));
    const { user } = renderApp('/sms', organiser);
    expect(await screen.findByRole('heading', { level: 1, name: PICKER_COPY.title })).toBeInTheDocument();
    expect(await screen.findByText(PICKER_COPY.audienceHints.EXISTINGAUDIENCE(14))).toBeInTheDocument();
    expect(screen.getByText(PICKER_COPY.audienceHints.DATABASE(2_500))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(AUDIENCE_LABELS.NEWAUDIENCE) }));
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: PICKER_COPY.next }));
    expect(await screen.findByRole('heading', { level: 1, name: UPLOAD_COPY.title })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Email/ })).toBeChecked();
  });

  it('shows the failure with a retry that loads the audiences', async () => {
    let calls = 0;
    server.use(
      answer(api.marketing.getAudiences, () => {
        calls++;
        return calls === 1
          ? problem(503, 'Unavailable', 'The service is busy.')
          : { existing: 3, universal: 40 };
      }),
    );
    const { user } = renderApp('/do-marketing', organiser);
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PICKER_COPY.retry }));
    expect(await screen.findByText(PICKER_COPY.audienceHints.EXISTINGAUDIENCE(3))).toBeInTheDocument();
  });
});

describe('/uploaddata', () => {
  it('previews the file before upload: the count, the bad line by number and the duplicate dropped', async () => {
    const { user } = renderApp('/uploaddata?type=sms', organiser);
    await screen.findByRole('heading', { level: 1, name: UPLOAD_COPY.title });
    const csv =
      'name,phone\nThandi Mokoena,0821234567\nSipho Dube,12345\n=Evil,0831234567\nThandi again,+27821234567\n';
    await user.upload(
      screen.getByLabelText(UPLOAD_COPY.fileLabel),
      new File([csv], 'list.csv', { type: 'text/csv' }),
    );
    const preview = await screen.findByRole('region', { name: UPLOAD_COPY.preview });
    expect(within(preview).getByText(UPLOAD_COPY.rows(2))).toBeInTheDocument();
    expect(within(preview).getByText(UPLOAD_COPY.invalidLine(3, '12345'))).toBeInTheDocument();
    expect(within(preview).getByText(UPLOAD_COPY.duplicateLine(5, '0821234567'))).toBeInTheDocument();
    expect(within(preview).getByText(UPLOAD_COPY.neutralised(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UPLOAD_COPY.upload }));
    expect(await screen.findByRole('heading', { level: 1, name: COMPOSE_COPY.title })).toBeInTheDocument();
    expect(screen.getByText(COMPOSE_COPY.costBreakdown(2))).toBeInTheDocument();
  });

  it('asks for a file', async () => {
    const { user } = renderApp('/uploaddata', organiser);
    await user.click(await screen.findByRole('button', { name: UPLOAD_COPY.upload }));
    expect(await screen.findByText(MARKETING_MESSAGES.fileRequired)).toBeInTheDocument();
  });
});

describe('/marketing', () => {
  it('sends you to /sms without an audience', async () => {
    renderApp('/marketing', organiser);
    expect(await screen.findByRole('heading', { level: 1, name: PICKER_COPY.title })).toBeInTheDocument();
  });

  it('counts an SMS to 130, turns the counter red and disables Proceed past it, and previews it personalised', async () => {
    const { user } = renderApp('/marketing?alias=NEWAUDIENCE&type=sms&count=120', organiser);
    const box = await screen.findByLabelText(COMPOSE_COPY.smsLabel);
    await user.type(box, 'See you Saturday');
    expect(screen.getByTestId('message-preview')).toHaveTextContent('Hi Thandi, See you Saturday');
    expect(screen.getByText(formatRand(10_800))).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(131));
    expect(screen.getByText(COMPOSE_COPY.counter(131))).toHaveClass(/over/);
    expect(screen.getByRole('button', { name: COMPOSE_COPY.proceed })).toBeDisabled();
  });

  it('asks for an email subject, then sends the email at once', async () => {
    const { user } = renderApp('/marketing?alias=EXISTINGAUDIENCE&type=email', organiser);
    await user.type(await screen.findByLabelText(COMPOSE_COPY.emailLabel), 'Our lineup is out');
    await user.click(screen.getByRole('button', { name: COMPOSE_COPY.send }));
    expect(await screen.findByText(MARKETING_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(COMPOSE_COPY.emailLabel)).toHaveValue('Our lineup is out');
    await user.type(screen.getByLabelText(COMPOSE_COPY.subjectLabel), 'Lineup');
    await user.click(screen.getByRole('button', { name: COMPOSE_COPY.send }));
    expect(await screen.findByText(/Your email is on its way/)).toBeInTheDocument();
  });
});

describe('/smscampaign', () => {
  it('shows the total and pays by card from R100', async () => {
    server.use(answer(api.marketing.getMessage, () => message()));
    renderApp('/smscampaign?textid=77', organiser);
    expect(await screen.findByText(formatRand(10_800))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CAMPAIGN_COPY.pay })).toBeEnabled();
    expect(screen.queryByText(MARKETING_MESSAGES.paymentTooSmall)).not.toBeInTheDocument();
  });

  it('says a payment was started already, when the service cannot say it went through, and pays again only on that choice', async () => {
    server.use(
      answer(api.marketing.getMessage, () => message({ paymentStartedAt: '2026-11-22T13:42:00.000Z' })),
    );
    let sent: unknown = null;
    server.use(
      http.post('*/api/organiser/marketing/messages/77/payment', async ({ request }) => {
        sent = await request.json();
        return problem(502, 'Provider unavailable', 'The card provider could not be reached.');
      }),
    );
    const { user } = renderApp('/smscampaign?textid=77', organiser);
    // 13:42 UTC is 15:42 in South Africa.
    expect(
      await screen.findByText(CAMPAIGN_COPY.paymentStarted('Sun, 22 Nov 2026, 15:42')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CAMPAIGN_COPY.pay })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CAMPAIGN_COPY.payAgain }));
    expect(await screen.findByText('The card provider could not be reached.')).toBeInTheDocument();
    expect(sent).toEqual({ again: true });
  });

  it('disables paying below R100, with the note', async () => {
    server.use(answer(api.marketing.getMessage, () => message({ recipients: 14, costCents: 1_260 })));
    renderApp('/smscampaign?textid=77', organiser);
    expect(await screen.findByText(MARKETING_MESSAGES.paymentTooSmall)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CAMPAIGN_COPY.pay })).toBeDisabled();
  });

  it('shows an unknown cost and audience as Not available, and takes no payment until the cost is known', async () => {
    server.use(answer(api.marketing.getMessage, () => message({ recipients: null, costCents: null })));
    renderApp('/smscampaign?textid=77', organiser);
    expect(await screen.findByText(CAMPAIGN_COPY.costUnknown)).toBeInTheDocument();
    expect(screen.getAllByText(NOT_AVAILABLE)).toHaveLength(2);
    expect(screen.queryByText(formatRand(0))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CAMPAIGN_COPY.pay })).toBeDisabled();
    expect(screen.queryByText(MARKETING_MESSAGES.paymentTooSmall)).not.toBeInTheDocument();
  });

  it('sends you to /sms without a text id', async () => {
    renderApp('/smscampaign', organiser);
    expect(await screen.findByRole('heading', { level: 1, name: PICKER_COPY.title })).toBeInTheDocument();
  });
});

describe('the payment pages', () => {
  it('says the campaign is in queue for delivery after payment', async () => {
    server.use(answer(api.marketing.getMessage, () => message({ delivery: 'queued' })));
    renderApp('/sms-marketing-response?textid=77', organiser);
    expect(await screen.findByText(OUTCOME_COPY.status)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OUTCOME_COPY.dashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('says an unknown amount is not available rather than R0.00 paid', async () => {
    server.use(answer(api.marketing.getMessage, () => message({ delivery: 'queued', costCents: null })));
    renderApp('/sms-marketing-response?textid=77', organiser);
    expect(await screen.findByText(OUTCOME_COPY.sentTo(120, null))).toBeInTheDocument();
    expect(OUTCOME_COPY.sentTo(120, null)).toContain(NOT_AVAILABLE);
  });

  it('says Cancelled, with the way to the dashboard', async () => {
    renderApp('/smsmarketingcancel?textid=77', organiser);
    expect(
      await screen.findByRole('heading', { level: 1, name: OUTCOME_COPY.cancelledTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OUTCOME_COPY.dashboard })).toHaveAttribute('href', '/dashboard');
  });
});

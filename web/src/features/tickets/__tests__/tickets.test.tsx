import { screen, within } from '@testing-library/react';
import { fixtures } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { TICKETS_COPY } from '../messages.ts';

const customer = fixtures.sessions.customer;
const zoom = (eventId: string, ticketId: string) =>
  renderApp(`/zoom?eventid=${eventId}&ticket=${ticketId}`, { session: customer });

describe("the customer's tickets", () => {
  it('lists them on the dashboard with links to each ticket', async () => {
    renderApp('/customerdashboard', { session: customer });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: TICKETS_COPY.dashboardIntro });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.length).toBe(fixtures.customerTickets.length);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: /View ticket/ })).toHaveAttribute(
      'href',
      '/zoom?eventid=1001&ticket=9001',
    );
  });

  it('searches on /tickets and says when nothing matches', async () => {
    const { user } = renderApp('/tickets', { session: customer });
    const box = await screen.findByRole('searchbox', { name: TICKETS_COPY.searchLabel });
    await user.type(box, 'zzz');
    expect(await screen.findByText(TICKETS_COPY.noMatch('zzz'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it('shows the QR code of a valid ticket at 250 px with a refund button', async () => {
    zoom('1001', '9001');
    const qr = await screen.findByRole('img', { name: /QR code of ticket/ });
    expect(qr).toHaveAttribute('width', '250');
    expect(screen.getByRole('link', { name: TICKETS_COPY.requestRefund })).toHaveAttribute(
      'href',
      '/ticket-refund?eventid=1001&ticket=9001',
    );
  });

  it.each([
    ['1005', '9005', TICKETS_COPY.refunded],
    ['1003', '9004', TICKETS_COPY.underReview],
    ['1002', '9003', TICKETS_COPY.submitted],
  ])('shows the banner of each refund state (event %s)', async (eventId, ticketId, banner) => {
    zoom(eventId, ticketId);
    expect(await screen.findByText(banner)).toBeInTheDocument();
  });

  it('says an empty payload is an invalid QR code and blocks refunds', async () => {
    zoom('1004', '9006');
    expect(await screen.findByText(TICKETS_COPY.qrInvalid)).toBeInTheDocument();
    expect(screen.getByText(TICKETS_COPY.invalidPass)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TICKETS_COPY.requestRefund })).toBeDisabled();
  });

  it('says refunds are off for the event, and cancels a pending request', async () => {
    zoom('1012', '9008');
    expect(await screen.findByText(TICKETS_COPY.notAvailable)).toBeInTheDocument();
    const { user } = zoom('1002', '9003');
    await user.click(await screen.findByRole('button', { name: TICKETS_COPY.cancelRequest }));
    expect(await screen.findByText('Your refund request has been cancelled.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { customerTicket, customerTickets } from '../../../test/seed-organiser.ts';
import { TICKETS_COPY } from '../messages.ts';

const customer = sessions.customer;
const query = (ticket: CustomerTicket) => `eventid=${ticket.eventId}&ticket=${ticket.id}`;
const zoom = (ticket: CustomerTicket) => renderApp(`/zoom?${query(ticket)}`, { session: customer });

describe("the customer's tickets", () => {
  it('lists them on the dashboard with links to each ticket', async () => {
    const tickets = await customerTickets();
    renderApp('/customerdashboard', { session: customer });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: TICKETS_COPY.dashboardIntro });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.length).toBe(tickets.length);
    const [newest] = tickets;
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: /View ticket/ })).toHaveAttribute(
      'href',
      `/zoom?${newest ? query(newest) : ''}`,
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
    const valid = await customerTicket.valid();
    zoom(valid);
    const qr = await screen.findByRole('img', { name: /QR code of ticket/ });
    expect(qr).toHaveAttribute('width', '250');
    expect(screen.getByRole('link', { name: TICKETS_COPY.requestRefund })).toHaveAttribute(
      'href',
      `/ticket-refund?${query(valid)}`,
    );
  });

  it.each([
    ['refunded', customerTicket.refunded, TICKETS_COPY.refunded],
    ['under review', customerTicket.refundUnderReview, TICKETS_COPY.underReview],
    ['submitted', customerTicket.refundSubmitted, TICKETS_COPY.submitted],
  ])('shows the banner of each refund state (%s)', async (_, ticketIn, banner) => {
    zoom(await ticketIn());
    expect(await screen.findByText(banner)).toBeInTheDocument();
  });

  it('says an empty payload is an invalid QR code and blocks refunds', async () => {
    zoom(await customerTicket.invalidPass());
    expect(await screen.findByText(TICKETS_COPY.qrInvalid)).toBeInTheDocument();
    expect(screen.getByText(TICKETS_COPY.invalidPass)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TICKETS_COPY.requestRefund })).toBeDisabled();
  });

  it('says refunds are off for the event, and cancels a pending request', async () => {
    const [refundsOff, submitted] = [
      await customerTicket.refundsOff(),
      await customerTicket.refundSubmitted(),
    ];
    zoom(refundsOff);
    expect(await screen.findByText(TICKETS_COPY.notAvailable)).toBeInTheDocument();
    const { user } = zoom(submitted);
    await user.click(await screen.findByRole('button', { name: TICKETS_COPY.cancelRequest }));
    expect(await screen.findByText('Your refund request has been cancelled.')).toBeInTheDocument();
  });
});

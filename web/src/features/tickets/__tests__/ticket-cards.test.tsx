import { render, screen, within } from '@testing-library/react';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { customerTickets } from '../../../test/seed-organiser.ts';
import { TicketList } from '../components/ticket-list.tsx';

/** One of the demo customer's tickets whose event day the BFF filled in. */
const datedTicket = async () => (await customerTickets()).find((t) => t.eventDay !== null) as CustomerTicket;

describe('ticket cards', () => {
  it("tells the tickets of one purchase apart and shows the event's date and time on each", async () => {
    const base = await datedTicket();
    const pair: CustomerTicket[] = [
      { ...base, id: '901', number: 'ABC1234', eventDay: '2026-12-05', eventStartTime: '18:30' },
      { ...base, id: '902', number: 'ABC1234', eventDay: '2026-12-05', eventStartTime: '18:30' },
      { ...base, id: '903', number: 'XYZ9876', eventDay: '2026-12-05', eventStartTime: null },
    ];
    render(
      <MemoryRouter>
        <TicketList tickets={pair} />
      </MemoryRouter>,
    );
    const [first, second, single] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(/Ticket 1 of 2/)).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText(/Ticket 2 of 2/)).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText(/^Sat, 0?5 Dec 2026, 18:30$/)).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole('link', { name: /^View ticket 2 of 2, ABC1234 for / }),
    ).toBeInTheDocument();
    // A ticket bought alone says no position, and a missing start time shows the day alone.
    expect(within(single as HTMLElement).queryByText(/ of /)).toBeNull();
    expect(within(single as HTMLElement).getByText(/^Sat, 0?5 Dec 2026$/)).toBeInTheDocument();
  });

  it('lists the seeded tickets with their event dates, as the BFF joins them', async () => {
    expect(
      (await customerTickets()).every((t) => t.eventDay === null || /^\d{4}-\d{2}-\d{2}$/.test(t.eventDay)),
    ).toBe(true);
    expect((await datedTicket()).eventDay).not.toBeNull();
  });
});

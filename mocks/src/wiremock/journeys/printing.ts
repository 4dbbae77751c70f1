import type { BffClient } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// Self-print (issue 13B): an organiser prepares 4 VIP adult and 2 General kids tickets of one
// event (R6.00 from the balance), reads the run and its PDF, and the print page allocates it; then
// it prepares a second run, left ready. Replay keeps the last answer of each request (the state
// after both).

export const PRINTING_AS = 'printing-organiser';
export const PRINTING_LOGIN = 'organiser@demo.co.za';
export const PRINTING_AFTER_AS = 'printing-organiser-after';
export const PRINTING_AFTER_LOGIN = 'organiser@demo.co.za';

/** Tech Founders Breakfast: the demo organiser's, funded, touched by no other journey. */
export const PRINT_EVENT = '3';
export const PRINT_ORDER = { vipAdults: '4', generalKids: '2' };
export const PRINT_COUNT = 6;
/** More General adults than the seed holds: refused before any legacy write. */
export const TOO_MANY = { generalAdults: '100000' };

const base = `/api/organiser/events/${PRINT_EVENT}/printing`;

export const printingJourney: Journey = async (client: BffClient, log) => {
  const as = PRINTING_AS;
  await sendAll(
    client,
    [
      login(as, PRINTING_LOGIN),
      { method: 'GET', path: base, as },
      { method: 'POST', path: `${base}/prepared`, body: TOO_MANY, as },
      { method: 'POST', path: `${base}/prepared`, body: PRINT_ORDER, as },
      { method: 'GET', path: `${base}/tickets?reprint=no`, as },
      { method: 'GET', path: `${base}/tickets.pdf?reprint=no`, as },
      { method: 'POST', path: `${base}/allocation`, as },
    ],
    log,
  );
  const after = PRINTING_AFTER_AS;
  await sendAll(
    client,
    [
      login(after, PRINTING_AFTER_LOGIN),
      { method: 'GET', path: base, as: after },
      { method: 'GET', path: `${base}/tickets?reprint=yes`, as: after },
      { method: 'GET', path: `${base}/tickets?reprint=no`, as: after },
      // A second run prepared and not yet printed: replay keeps the last state, so a run QA
      // prepares reads back as ready to print (and its PDF draws).
      { method: 'POST', path: `${base}/prepared`, body: PRINT_ORDER, as: after },
      { method: 'GET', path: base, as: after },
      { method: 'GET', path: `${base}/tickets?reprint=no`, as: after },
      { method: 'GET', path: `${base}/tickets.pdf?reprint=no`, as: after },
    ],
    log,
  );
};

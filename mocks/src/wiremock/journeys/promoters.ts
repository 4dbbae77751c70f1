import type { BffClient } from '../client.ts';
import { DEMO_PASSWORD, type Journey, login, sendAll } from './define.ts';

// Promoters (issue 12A): the demo organiser lists its promoters and adds one with R150; the new
// promoter picks the organisation, logs in, reads its account and events, and sells one adult
// General ticket of event 1 at the door. A second booster session reads the account after the
// sale; then the README's booster (booster@demo.co.za) logs in and sells a kid's ticket, and the
// organiser edits, deactivates and reactivates the new promoter.

export const PROMOTERS_AS = 'promoters-organiser';
export const PROMOTERS_LOGIN = 'organiser@demo.co.za';
export const BOOSTER_AS = 'promoters-booster';
export const BOOSTER_AFTER_AS = 'promoters-booster-after';
export const MERCHANT_ID = '201';
export const SALE_EVENT = '1';
export const SALE_TICKET = '5003';

export const NEW_PROMOTER = {
  firstName: 'Replay',
  surname: 'Booster',
  email: 'replay.booster@promoters.test',
  phone: '0739990001',
  credit: '150',
  password: 'Booster123',
  confirmPassword: 'Booster123',
};
export const BOOSTER_AFTER_EMAIL = 'REPLAY.booster@promoters.test';
export const WALK_UP = {
  group: 'adults',
  fullName: 'Replay Walkup',
  phone: '0821239876',
  email: 'replay.walkup@buyers.test',
  quantity: 1,
};

export const boosterLogin = (as: string, email: string) => ({
  method: 'POST',
  path: '/api/booster/session',
  body: { merchantId: MERCHANT_ID, email, password: NEW_PROMOTER.password },
  as,
});

/** The id the fresh seed gives the promoter this journey adds. */
export const NEW_PROMOTER_ID = '403';
export const DEMO_BOOSTER_AS = 'promoters-demo-booster';
/** The README's booster login: the organisation picked on /promoter, then /boosterlogin. */
export const DEMO_BOOSTER_LOGIN = {
  method: 'POST',
  path: '/api/booster/session',
  body: { merchantId: MERCHANT_ID, email: 'booster@demo.co.za', password: DEMO_PASSWORD },
};

export const promotersJourney: Journey = async (client: BffClient, log) => {
  const as = PROMOTERS_AS;
  await sendAll(
    client,
    [
      login(as, PROMOTERS_LOGIN, false, DEMO_PASSWORD),
      { method: 'GET', path: '/api/organiser/promoters', as },
      { method: 'POST', path: '/api/organiser/promoters', body: NEW_PROMOTER, as },
      { method: 'GET', path: '/api/organiser/promoters?search=Replay', as },
      { method: 'GET', path: '/api/merchants' },
      // The organisation search of /promoter as the walk types it (its debounced call may or may
      // not leave before the walk clicks the organisation: recorded here either way).
      { method: 'GET', path: '/api/merchants?search=Demo' },
      boosterLogin(BOOSTER_AS, NEW_PROMOTER.email),
      { method: 'GET', path: '/api/booster/account', as: BOOSTER_AS },
      { method: 'GET', path: '/api/booster/events', as: BOOSTER_AS },
      { method: 'GET', path: `/api/booster/events/${SALE_EVENT}`, as: BOOSTER_AS },
      {
        method: 'GET',
        path: `/api/booster/events/${SALE_EVENT}/tickets/${SALE_TICKET}/stock`,
        as: BOOSTER_AS,
      },
      {
        method: 'POST',
        path: `/api/booster/events/${SALE_EVENT}/tickets/${SALE_TICKET}/sales`,
        body: WALK_UP,
        as: BOOSTER_AS,
      },
      boosterLogin(BOOSTER_AFTER_AS, BOOSTER_AFTER_EMAIL),
      { method: 'GET', path: '/api/booster/account', as: BOOSTER_AFTER_AS },
      // The README's booster (booster@demo.co.za, Demo Events Co) logs in and sells the same way.
      { ...DEMO_BOOSTER_LOGIN, as: DEMO_BOOSTER_AS },
      { method: 'GET', path: '/api/booster/account', as: DEMO_BOOSTER_AS },
      { method: 'GET', path: '/api/booster/events', as: DEMO_BOOSTER_AS },
      { method: 'GET', path: `/api/booster/events/${SALE_EVENT}`, as: DEMO_BOOSTER_AS },
      {
        method: 'GET',
        path: `/api/booster/events/${SALE_EVENT}/tickets/${SALE_TICKET}/stock`,
        as: DEMO_BOOSTER_AS,
      },
      {
        method: 'POST',
        path: `/api/booster/events/${SALE_EVENT}/tickets/${SALE_TICKET}/sales`,
        // A kid's ticket (R70 of the R250 credit): R180 is left, enough for an adult's (R140)
        // on replay.
        body: { ...WALK_UP, group: 'kids' },
        as: DEMO_BOOSTER_AS,
      },
      { method: 'GET', path: '/api/booster/account', as: DEMO_BOOSTER_AS },
      // The organiser edits the new promoter, deactivates it and activates it again: each write
      // recorded once, the promoter left active.
      { method: 'GET', path: '/api/organiser/promoters', as },
      { method: 'GET', path: `/api/organiser/promoters/${NEW_PROMOTER_ID}`, as },
      {
        method: 'PUT',
        path: `/api/organiser/promoters/${NEW_PROMOTER_ID}`,
        body: { ...NEW_PROMOTER, surname: 'Booster-Edited', password: '', confirmPassword: '' },
        as,
      },
      {
        method: 'PUT',
        path: `/api/organiser/promoters/${NEW_PROMOTER_ID}/activation`,
        body: { active: false },
        as,
      },
      {
        method: 'PUT',
        path: `/api/organiser/promoters/${NEW_PROMOTER_ID}/activation`,
        body: { active: true },
        as,
      },
      { method: 'GET', path: '/api/organiser/promoters', as },
      { method: 'GET', path: '/api/organiser/promoters?search=Replay', as },
    ],
    log,
  );
};

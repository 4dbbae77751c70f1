import type { Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// The affiliate programme (issue 14): the demo partner's earnings, payout history, linked events,
// link, recruits (all, searched, none found) and a recruit's wallet; another partner's recruit is
// refused by the ownership check (its FETCHRECRUITS is the same read). The seed's partner has no
// available earnings (its recruits' events still take refunds), so record.ts sets the Durban
// Beachfront Colour Run (event 14, recruit 203's) up with refunds off before the journeys (the setting locks at
// the first sale, so no journey can turn it off): that event's commission is payable, and the
// partner asks for part of it (R1), leaving some available, so a replayed /in still offers a payout.

export const AFFILIATES_AS = 'affiliates-partner';
export const AFFILIATES_LOGIN = 'partner@demo.co.za';
/** Karoo Sound Collective, recruited by the demo partner; 204 is nobody's recruit. */
export const OWN_RECRUIT = '202';
export const FOREIGN_RECRUIT = '204';
export const RECRUIT_SEARCH = 'karoo';
export const NO_MATCH_SEARCH = 'nobody-by-this-name';
/** The recruit's event whose commission becomes payable once its refunds are off. */
export const PAYABLE_EVENT = '14';
export const PARTIAL_PAYOUT = { payoutType: 'partial', amount: 1 } as const;

export const affiliatesJourney: Journey = async (client, log) => {
  const as = AFFILIATES_AS;
  const get = (path: string): Call => ({ method: 'GET', path, as });
  await sendAll(
    client,
    [
      login(as, AFFILIATES_LOGIN, true),
      get('/api/affiliate/earnings'),
      get('/api/affiliate/payouts'),
      get('/api/affiliate/events'),
      get('/api/affiliate/link'),
      get('/api/affiliate/recruits'),
      get(`/api/affiliate/recruits?search=${RECRUIT_SEARCH}`),
      get(`/api/affiliate/recruits?search=${NO_MATCH_SEARCH}`),
      get(`/api/affiliate/recruits/${OWN_RECRUIT}/wallet`),
      get(`/api/affiliate/recruits/${FOREIGN_RECRUIT}/wallet`),
      { method: 'POST', path: '/api/affiliate/payouts', body: PARTIAL_PAYOUT, as },
      get('/api/affiliate/earnings'),
      get('/api/affiliate/payouts'),
    ],
    log,
  );
};

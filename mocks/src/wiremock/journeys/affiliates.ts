import type { Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// The affiliate programme (issue 14): the demo partner's earnings, payout history, linked events,
// link, recruits (all, searched, none found) and a recruit's wallet; another partner's recruit is
// refused by the ownership check (its FETCHRECRUITS is the same read). A payout is not recorded:
// the seed's partner has no available earnings, so the BFF refuses before calling the legacy.

export const AFFILIATES_AS = 'affiliates-partner';
export const AFFILIATES_LOGIN = 'PARTNER@demo.CO.ZA';
/** Karoo Sound Collective, recruited by the demo partner; 204 is nobody's recruit. */
export const OWN_RECRUIT = '202';
export const FOREIGN_RECRUIT = '204';
export const RECRUIT_SEARCH = 'karoo';
export const NO_MATCH_SEARCH = 'nobody-by-this-name';

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
      { method: 'POST', path: '/api/affiliate/payouts', body: { payoutType: 'full', amount: 1 }, as },
    ],
    log,
  );
};

import { describe, expect, it } from 'vitest';
import {
  CHECKCAMPAIGN,
  CHECKIFEVENTDELETED,
  CHECKTICKETS,
  EVENTSALESDATA,
  FETCH_EVENT_DETAILS,
  GET_CAMPAIGN_STATUS,
  REPRINTABLETICKETS,
} from '../../legacy/index.ts';
import {
  normaliseCampaignRunState,
  normaliseDeletionMessage,
  normaliseEventLifecycle,
  normaliseEventOverview,
  type RawEventOverview,
} from '../event-management.ts';

const TODAY = '2026-03-02';

// As the legacy sends them: ids and counts as strings, dates as DATETIME text, lists of one row.
const raw = (over: Partial<RawEventOverview> = {}): RawEventOverview => ({
  detail: FETCH_EVENT_DETAILS.response.parse({
    eventid: '12',
    eventName: 'Cape Jazz Reunion',
    eventDate: '2026-03-20',
    startTime: '18:00:00',
    venue: 'Artscape Theatre, Cape Town',
    poster: '',
    businessId: '202',
    campaignStatus: 'Running',
    balance: '120.00',
  }) as RawEventOverview['detail'],
  deletion: CHECKIFEVENTDELETED.response.parse([
    { deletion: '0', event_day: '2026-03-20', postponed_at: null, cancelled_at: '', updated_at: '' },
  ]),
  tickets: CHECKTICKETS.response.parse({ tickets: '3' }),
  campaignStatus: GET_CAMPAIGN_STATUS.response.parse({ campaignstatus: 'RUNNING' }),
  campaign: CHECKCAMPAIGN.response.parse({
    thumbnail: 'poster.png',
    checkcampaign: true,
    businessid: '202',
    eventid: '12',
  }),
  reprintable: REPRINTABLETICKETS.response.parse([{ ticketCount: '0' }]),
  sales: EVENTSALESDATA.response.parse({ numberOfcustomers: '14' }),
  ...over,
});

describe('the event page’s overview', () => {
  it('gathers the event, its state, the checklist facts and the ticket holders', () => {
    const overview = normaliseEventOverview(raw(), '12', TODAY);
    expect(overview.event).toMatchObject({ id: '12', name: 'Cape Jazz Reunion', day: '2026-03-20' });
    expect(overview.lifecycle).toEqual({ state: 'scheduled', changedOn: null });
    expect(overview.checklist).toEqual({
      ticketTypesLoaded: 3,
      posterUploaded: true,
      campaignCreated: true,
      campaignStatus: 'running',
      ticketsDownloaded: 0,
      next: 'download',
    });
    expect(overview.ticketHolders).toBe(14);
  });

  it('reads loaded tickets as a list or null, and no poster or campaign as the first steps', () => {
    const overview = normaliseEventOverview(
      raw({
        tickets: CHECKTICKETS.response.parse({ tickets: null }),
        campaign: CHECKCAMPAIGN.response.parse({ checkcampaign: 'false', thumbnail: '' }),
        campaignStatus: GET_CAMPAIGN_STATUS.response.parse([]),
      }),
      '12',
      TODAY,
    );
    expect(overview.checklist).toMatchObject({
      ticketTypesLoaded: 0,
      posterUploaded: false,
      campaignCreated: false,
      campaignStatus: 'stopped',
      next: 'tickets',
    });
    const listed = normaliseEventOverview(raw({ tickets: { tickets: [{}, {}] } }), '12', TODAY);
    expect(listed.checklist.ticketTypesLoaded).toBe(2);
  });
});

describe('the lifecycle from CHECKIFEVENTDELETED', () => {
  it('is postponed or cancelled since the day of its DATETIME, cancellation first', () => {
    expect(normaliseEventLifecycle({ postponed_at: '2026-02-27 10:15:00' }, '2026-03-20', TODAY)).toEqual({
      state: 'postponed',
      changedOn: '2026-02-27',
    });
    expect(
      normaliseEventLifecycle(
        [{ postponed_at: '2026-02-27 10:15:00', cancelled_at: '2026-03-01 09:00:00' }],
        '2026-03-20',
        TODAY,
      ),
    ).toEqual({ state: 'cancelled', changedOn: '2026-03-01' });
  });

  it('is deleted with a flag or the word, dated by updated_at; past days have concluded', () => {
    for (const deletion of ['1', 'yes', 'Deleted'])
      expect(
        normaliseEventLifecycle({ deletion, updated_at: '2026-03-01 08:00:00' }, '2026-03-20', TODAY),
      ).toEqual({
        state: 'deleted',
        changedOn: '2026-03-01',
      });
    expect(normaliseEventLifecycle({}, '2026-03-01', TODAY).state).toBe('concluded');
    expect(normaliseEventLifecycle({ event_day: '2026-03-01' }, '2026-03-20', TODAY).state).toBe('concluded');
    expect(normaliseEventLifecycle({ postponed_at: '0000-00-00 00:00:00' }, '2026-03-20', TODAY).state).toBe(
      'scheduled',
    );
  });

  it('reads the campaign status under any spelling', () => {
    expect(normaliseCampaignRunState({ campaign_status: 'running' })).toBe('running');
    expect(normaliseCampaignRunState({ status: 'Running' })).toBe('running');
    expect(normaliseCampaignRunState({ campaignStatus: 'stop' })).toBe('stopped');
  });

  it('takes DELETEEVENT’s message from an object or the bare text', () => {
    expect(normaliseDeletionMessage({ status: 'success', message: 'Event deleted' }, 'x')).toBe(
      'Event deleted',
    );
    expect(normaliseDeletionMessage('Deleted!', 'x')).toBe('Deleted!');
    expect(normaliseDeletionMessage({ status: 'success' }, 'fallback')).toBe('fallback');
  });
});

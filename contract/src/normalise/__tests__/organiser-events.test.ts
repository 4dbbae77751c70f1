import { describe, expect, it } from 'vitest';
import {
  CHECKTICKETS,
  EVENT_LIST,
  EVENTSALESDATA,
  foundOrThrow,
  GET_PRIVATE_EVENT_DETAILS,
  GETGENDETAILS,
  GETVIPDETAILS,
  GETVVIPDETAILS,
  MYEVENTS,
} from '../../legacy/index.ts';
import { organiserEventSchema, privateEventDetailsSchema } from '../../model/organiser.ts';
import {
  normaliseEventList,
  normaliseLoadedTicketCount,
  normaliseOrganiserEvents,
  normalisePrivateEventDetails,
  normaliseTicketHolderCount,
  normaliseTierDetails,
} from '../organiser-events.ts';

// MYEVENTS for an organiser: one row in the browse spelling, one in the dashboard spelling.
const myEvents = MYEVENTS.response.parse([
  {
    eventid: '1042',
    businessid: '77',
    event_name: 'Soweto Jazz Night',
    event_day: '2025-12-06',
    finish_day: '0000-00-00',
    enddate: '2025-12-07',
    start_time: '18:00',
    event_location: 'Orlando Stadium',
    poster: 'jazz.jpg',
    thumbnail: 'jazz-thumb.jpg',
    balance: '840.25',
    budget: '1000.00',
    eventstatus: 'Upcoming',
    sold: '41',
    admissions: '52',
    sales: '20500.00',
    payoutstatus: 'Pending',
    campaignstatus: 'running',
    activation: '1',
    expected: '500',
    indexid: '0',
  },
  {
    eventid: 1043,
    businessid: 77,
    eventname: 'Braai Day',
    eventday: '2026-09-24',
    venue: 'Zoo Lake',
    theme: 'Heritage',
    time: '11:00',
    endtime: '17:00',
    budget: 0,
    sold: null,
    expected: '',
  },
]);

describe('normaliseOrganiserEvents', () => {
  const [jazz, braai] = normaliseOrganiserEvents(myEvents);

  it('produces valid organiser events from either spelling', () => {
    expect(organiserEventSchema.array().parse([jazz, braai])).toHaveLength(2);
    expect(jazz).toMatchObject({
      id: '1042',
      name: 'Soweto Jazz Night',
      day: '2025-12-06',
      venue: 'Orlando Stadium',
    });
    expect(braai).toMatchObject({ id: '1043', name: 'Braai Day', day: '2026-09-24', venue: 'Zoo Lake' });
  });

  it("takes the end date when finish_day is '0000-00-00', and the dashboard's time and theme fields", () => {
    expect(jazz?.finishDay).toBe('2025-12-07');
    expect(braai).toMatchObject({ startTime: '11:00', finishTime: '17:00', theme: 'Heritage' });
  });

  it('reads the figures: money in cents, counts from strings', () => {
    expect(jazz).toMatchObject({
      balanceCents: 84025,
      budgetCents: 100000,
      salesCents: 2050000,
      ticketsSold: 41,
      admissions: 52,
      expectedAttendees: 500,
      status: 'upcoming',
      payoutStatus: 'Pending',
      activation: 1,
      indexId: 0,
      thumbnailUrl: '/api/posters/77/1042/jazz-thumb.jpg',
    });
    expect(braai).toMatchObject({
      budgetCents: 0,
      ticketsSold: 0,
      expectedAttendees: null,
      status: null,
      activation: null,
      indexId: null,
    });
  });

  it('reads {val: 0} as no events', () => {
    expect(normaliseOrganiserEvents(MYEVENTS.response.parse({ val: 0 }))).toEqual([]);
  });
});

describe('normaliseEventList', () => {
  it('reads the rows under `events`, and null or {val: 0} as none', () => {
    const listed = EVENT_LIST.response.parse({
      status: 'success',
      events: [{ eventid: '9', eventname: 'Gala' }],
    });
    expect(normaliseEventList(listed).map((event) => event.name)).toEqual(['Gala']);
    expect(normaliseEventList(EVENT_LIST.response.parse({ status: 'failed', events: null }))).toEqual([]);
    expect(
      normaliseEventList(EVENT_LIST.response.parse({ status: 'success', events: { val: '0' } })),
    ).toEqual([]);
  });
});

describe('normalisePrivateEventDetails', () => {
  it('reads the camelCase details, flags and dates', () => {
    const raw = foundOrThrow(
      GET_PRIVATE_EVENT_DETAILS.response.parse({
        description: 'Jazz under the stars',
        eventName: 'Soweto Jazz Night',
        customOrganiserName: '',
        eventLocation: 'Orlando Stadium',
        theme: 'N/A',
        numOfAttendees: '500',
        eventDate: '2025-12-06',
        endDate: '0000-00-00',
        startTime: '18:00',
        endTime: '23:00',
        refundsAllowed: '1',
        refundPolicyLocked: 0,
      }),
    );
    expect(privateEventDetailsSchema.parse(normalisePrivateEventDetails(raw))).toEqual({
      name: 'Soweto Jazz Night',
      organiserName: null,
      venue: 'Orlando Stadium',
      theme: 'N/A',
      description: 'Jazz under the stars',
      expectedAttendees: 500,
      day: '2025-12-06',
      finishDay: null,
      startTime: '18:00',
      finishTime: '23:00',
      refundsAllowed: true,
      refundPolicyLocked: false,
    });
  });
});

describe('normaliseTierDetails', () => {
  it('reads each tier under its own field names', () => {
    const vvip = GETVVIPDETAILS.response.parse({
      vvipticketavail: '20',
      vvipprice: '1250.50',
      kids_vvip_price: null,
      kids_vvip_tickets: '0',
    });
    const vip = GETVIPDETAILS.response.parse([
      { vipticketavail: 50, vipprice: 450, kids_vip_price: '200', kids_vip_tickets: 10 },
    ]);
    expect(normaliseTierDetails('vvip', vvip)).toEqual({
      tier: 'vvip',
      adultPriceCents: 125050,
      adultsLoaded: 20,
      kidsPriceCents: null,
      kidsLoaded: 0,
    });
    expect(normaliseTierDetails('vip', vip)).toMatchObject({
      adultPriceCents: 45000,
      kidsPriceCents: 20000,
      kidsLoaded: 10,
    });
  });

  it('is null for a tier never loaded', () => {
    expect(normaliseTierDetails('general', GETGENDETAILS.response.parse([]))).toBeNull();
    expect(normaliseTierDetails('general', GETGENDETAILS.response.parse({ genprice: null }))).toBeNull();
  });
});

describe('event checks', () => {
  it('counts loaded ticket types from a number, a list or null', () => {
    expect(normaliseLoadedTicketCount(CHECKTICKETS.response.parse({ tickets: '3' }))).toBe(3);
    expect(normaliseLoadedTicketCount(CHECKTICKETS.response.parse({ tickets: [{}, {}] }))).toBe(2);
    expect(normaliseLoadedTicketCount(CHECKTICKETS.response.parse({ tickets: null }))).toBe(0);
  });

  it('reads the ticket holders a postponement notifies', () => {
    expect(normaliseTicketHolderCount(EVENTSALESDATA.response.parse({ numberOfcustomers: '37' }))).toBe(37);
  });
});

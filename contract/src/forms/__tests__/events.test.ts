import { describe, expect, it } from 'vitest';
import { cancelEventSchema, EVENT_STATUS_MESSAGES, postponeEventSchema } from '../event-status.ts';
import {
  createEventSchema,
  DEFAULT_THEME,
  EVENT_MESSAGES,
  editEventSchema,
  POSTER_MESSAGES,
  posterSchema,
} from '../events.ts';
import { LOAD_TICKETS_MESSAGES, loadTicketsSchema } from '../tickets.ts';
import { validateForm } from '../validate.ts';
import { table } from './table.ts';

const M = EVENT_MESSAGES;
const details = {
  eventName: 'Jazz on the Lawn',
  venue: 'Emmarentia Dam, Johannesburg',
  theme: 'All white',
  expectedAttendees: '250',
  startDate: '2030-03-14',
  endDate: '2030-03-15',
  startTime: '18:00',
  endTime: '23:30',
  description: 'An evening of live jazz.',
};

describe('create event, in order', () => {
  const valid = { eventType: 'music festival', province: 'gauteng', ...details };
  table(createEventSchema, [
    ['nothing', {}, M.eventTypeRequired],
    ['unknown event type', { ...valid, eventType: 'rave' }, M.eventTypeRequired],
    ['no province', { ...valid, province: '' }, M.provinceRequired],
    ['no event name', { ...valid, eventName: '', venue: '' }, M.eventNameRequired],
    ['no venue', { ...valid, venue: '', theme: '' }, M.venueRequired],
    ['blank theme', { ...valid, theme: ' ', expectedAttendees: '' }, M.themeRequired],
    ['no attendees', { ...valid, expectedAttendees: '', startDate: '' }, M.attendeesRequired],
    ['attendees not a number', { ...valid, expectedAttendees: 'many' }, M.attendeesRequired],
    ['no start date', { ...valid, startDate: '', endDate: '' }, M.startDateRequired],
    ['no end date', { ...valid, endDate: '', startTime: '' }, M.endDateRequired],
    ['no start time', { ...valid, startTime: '', endTime: '' }, M.startTimeRequired],
    ['no end time', { ...valid, endTime: '', description: '' }, M.endTimeRequired],
    ['no description', { ...valid, description: '' }, M.descriptionRequired],
    ['end before start (ours)', { ...valid, endDate: '2030-03-13' }, M.endBeforeStart],
    ['valid', valid, null],
  ]);

  it('defaults an absent theme to N/A', () => {
    const { theme: _omitted, ...withoutTheme } = valid;
    const result = validateForm(createEventSchema, withoutTheme);
    expect(result.ok && result.data.theme).toBe(DEFAULT_THEME);
    expect(result.ok && result.data.expectedAttendees).toBe(250);
  });
});

describe('edit event, in order', () => {
  table(editEventSchema, [
    ['no event name', { ...details, eventName: '', venue: '' }, M.eventNameRequired],
    ['no venue', { ...details, venue: '', expectedAttendees: '0' }, M.venueRequired],
    ['attendees 0', { ...details, expectedAttendees: '0', startDate: '' }, M.attendeesRequired],
    ['no start date', { ...details, startDate: '', endDate: '' }, M.startDateRequired],
    ['no end date', { ...details, endDate: '', startTime: '' }, M.endDateRequired],
    ['no start time', { ...details, startTime: '', endTime: '' }, M.startTimeRequired],
    ['no end time', { ...details, endTime: '', description: '' }, M.endTimeRequired],
    ['no description', { ...details, description: '' }, M.descriptionRequired],
    ['valid, blank theme allowed', { ...details, theme: '', refundsAllowed: true }, null],
  ]);
});

describe('postpone and cancel', () => {
  const S = EVENT_STATUS_MESSAGES;
  for (const [name, schema] of [
    ['postpone', postponeEventSchema],
    ['cancel', cancelEventSchema],
  ] as const) {
    describe(name, () => {
      table(schema, [
        ['no reason', { reason: '', message: '' }, S.reasonRequired],
        ['no message', { reason: 'Venue cancelled', message: ' ' }, S.messageRequired],
        ['valid', { reason: 'Unfavorable weather conditions', message: 'New date to follow.' }, null],
      ]);
    });
  }
});

describe('load tickets', () => {
  const L = LOAD_TICKETS_MESSAGES;
  const valid = {
    category: 'vip',
    adultTickets: '100',
    adultPrice: '250',
    kidsTickets: '20',
    kidsPrice: '120',
  };
  table(loadTicketsSchema, [
    ['adult price empty', { ...valid, adultPrice: '' }, L.adultPriceRequired],
    ['adult price zero', { ...valid, adultPrice: '0.0' }, L.adultPriceRequired],
    ['adult price not a number', { ...valid, adultPrice: 'R250' }, L.adultPriceInvalid],
    ['kids price empty', { ...valid, kidsPrice: '' }, L.kidsPriceRequired],
    ['kids price not a number', { ...valid, kidsPrice: 'cheap' }, L.kidsPriceInvalid],
    ['no category (ours)', { ...valid, category: '' }, L.categoryRequired],
    ['tickets not whole (ours)', { ...valid, adultTickets: '1.5' }, L.ticketsInvalid],
    ['nothing to load (ours)', { category: 'vip' }, L.nothingToLoad],
    ['adults only: the kids price is not checked', { ...valid, kidsTickets: '', kidsPrice: '' }, null],
    ['valid', valid, null],
  ]);
});

describe('poster', () => {
  table(posterSchema, [
    ['no file', {}, POSTER_MESSAGES.posterRequired],
    ['a PDF (ours)', { poster: { name: 'poster.pdf' } }, POSTER_MESSAGES.posterType],
    ...['jpg', 'JPEG', 'png', 'webp', 'gif'].map(
      (extension) => [`a .${extension}`, { poster: { name: `poster.${extension}` } }, null] as const,
    ),
  ]);
});

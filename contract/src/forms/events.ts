import { z } from 'zod';
import { EVENT_TYPES, PROVINCES } from '../domain/constants.ts';
import { POSTER_FILE_TYPES } from '../domain/images.ts';
import { choice, file, multilineText, optionalText, text, typedNumber } from './fields.ts';

// Create event, edit event and the poster upload (spec part 2, section 5).

export const EVENT_MESSAGES = {
  eventTypeRequired: 'Please select event type',
  provinceRequired: 'Please select the hosting province',
  eventNameRequired: 'Please enter event name',
  venueRequired: 'Please enter venue',
  themeRequired: 'Please enter a theme',
  attendeesRequired: 'Enter estimated Number of Attendees',
  startDateRequired: 'Enter the event date',
  endDateRequired: 'Enter the event end date',
  startTimeRequired: 'Enter event time',
  endTimeRequired: 'Enter event end time',
  descriptionRequired: 'Enter description',
  /** Not in the spec, ours. */
  endBeforeStart: 'The end date cannot be before the event date',
} as const;

const M = EVENT_MESSAGES;

/** The theme shown when the organiser gives none. */
export const DEFAULT_THEME = 'N/A';

const date = (message: string) => text(message).pipe(z.iso.date({ error: message }));
const time = (message: string) => text(message).pipe(z.iso.time({ error: message }));

/** Expected attendees: a whole number above 0 (the edit form's rule; create uses it too). */
const attendees = () =>
  typedNumber(
    z.number({ error: M.attendeesRequired }).int(M.attendeesRequired).gt(0, M.attendeesRequired),
    M.attendeesRequired,
  );

// ISO dates (YYYY-MM-DD) compare correctly as strings.
const endNotBeforeStart = (value: { startDate: string; endDate: string }) => value.endDate >= value.startDate;

/**
 * Create event: eventType, province, eventName, organiserName (optional; the account name when
 * blank), venue, theme (N/A when absent), expectedAttendees, startDate, endDate, startTime,
 * endTime, description.
 */
export const createEventSchema = z
  .object({
    eventType: choice(EVENT_TYPES, M.eventTypeRequired),
    province: choice(PROVINCES, M.provinceRequired),
    eventName: text(M.eventNameRequired),
    organiserName: optionalText(),
    venue: text(M.venueRequired),
    theme: text(M.themeRequired).default(DEFAULT_THEME),
    expectedAttendees: attendees(),
    startDate: date(M.startDateRequired),
    endDate: date(M.endDateRequired),
    startTime: time(M.startTimeRequired),
    endTime: time(M.endTimeRequired),
    description: multilineText(M.descriptionRequired),
  })
  .refine(endNotBeforeStart, { error: M.endBeforeStart, path: ['endDate'] });

/**
 * Edit event: eventName, organiserName (optional), venue, theme (optional, N/A when blank),
 * expectedAttendees, startDate, endDate, startTime, endTime, description, refundsAllowed
 * (absent: unchanged).
 * No event type or province: they cannot change.
 */
export const editEventSchema = z
  .object({
    eventName: text(M.eventNameRequired),
    organiserName: optionalText(),
    venue: text(M.venueRequired),
    theme: optionalText().transform((theme) => theme || DEFAULT_THEME),
    expectedAttendees: attendees(),
    startDate: date(M.startDateRequired),
    endDate: date(M.endDateRequired),
    startTime: time(M.startTimeRequired),
    endTime: time(M.endTimeRequired),
    description: multilineText(M.descriptionRequired),
    refundsAllowed: z.boolean().optional(),
  })
  .refine(endNotBeforeStart, { error: M.endBeforeStart, path: ['endDate'] });

export const POSTER_MESSAGES = {
  posterRequired: 'Please select a poster',
  /** Not in the spec, ours. */
  posterType: 'The poster must be a jpg, jpeg, png, webp or gif image',
} as const;

/** Poster upload: poster (an image file). */
export const posterSchema = z.object({
  poster: file(POSTER_MESSAGES.posterRequired, {
    extensions: POSTER_FILE_TYPES,
    message: POSTER_MESSAGES.posterType,
  }),
});

/** The largest poster the BFF accepts (ours: the spec sets no size). */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;

/** Ours, not the spec's: a poster over POSTER_MAX_BYTES. */
export const POSTER_SIZE_MESSAGE = 'The poster must be 5 MB or smaller';

/**
 * Ours, not the spec's: a poster's pixels. A small file can hold a huge picture (a 137 KB PNG of
 * 6000 × 6000), which every later drawing would decode; a poster is shown at most about 1200 px.
 */
export const POSTER_MAX_SIDE_PX = 5000;
export const POSTER_MAX_PIXELS = 20_000_000;
export const POSTER_DIMENSIONS_MESSAGE = `The poster is too large: at most ${POSTER_MAX_SIDE_PX} pixels on a side and ${POSTER_MAX_PIXELS / 1_000_000} megapixels`;

/** Whether an image of these pixel dimensions may be a poster. */
export const posterDimensionsAllowed = (width: number, height: number): boolean =>
  width > 0 &&
  height > 0 &&
  width <= POSTER_MAX_SIDE_PX &&
  height <= POSTER_MAX_SIDE_PX &&
  width * height <= POSTER_MAX_PIXELS;

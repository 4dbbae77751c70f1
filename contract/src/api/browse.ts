import { z } from 'zod';
import { categorySchema, eventSchema, provinceSchema, ticketTypeSchema } from '../model/index.ts';
import { endpoint } from './define.ts';

const eventIdParams = z.object({ eventId: z.string().regex(/^\d+$/, 'Event id must be a number') });

export const browseApi = {
  listProvinces: endpoint({
    method: 'GET',
    path: '/api/provinces',
    summary: 'The nine provinces',
    access: 'public',
    response: z.array(provinceSchema),
    legacy: ['PROVINCES'],
  }),
  listCategories: endpoint({
    method: 'GET',
    path: '/api/categories',
    summary: 'Event categories; `limit` 9 for the sidebar, none for all',
    access: 'public',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
    response: z.array(categorySchema),
    legacy: ['EVENTCATEGORY'],
  }),
  listEvents: endpoint({
    method: 'GET',
    path: '/api/events',
    summary: 'Events to browse, optionally of one category or province (hidden ones left out)',
    access: 'public',
    query: z.object({
      category: z.string().trim().min(1).max(80).optional(),
      province: z.string().trim().min(1).max(80).optional(),
    }),
    response: z.array(eventSchema),
    legacy: ['EVENTS'],
  }),
  searchEvents: endpoint({
    method: 'GET',
    path: '/api/events/search',
    summary: 'Header search; organisers get only their own events',
    access: 'public',
    query: z.object({ q: z.string().trim().min(1, 'Type something to search for').max(100) }),
    response: z.array(eventSchema),
    legacy: ['SEARCHEVENTS'],
  }),
  getEvent: endpoint({
    method: 'GET',
    path: '/api/events/:eventId',
    summary: 'One event with its ticket types',
    access: 'public',
    params: eventIdParams,
    response: z.object({ event: eventSchema, ticketTypes: z.array(ticketTypeSchema) }),
    legacy: ['FETCH-EVENT-DETAILS', 'TICKETS'],
  }),
};

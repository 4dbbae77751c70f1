import {
  campaignRowSchema,
  categorySchema,
  contestantSchema,
  customerTicketSchema,
  eventSchema,
  organiserEventSchema,
  profileSchema,
  promoterSchema,
  provinceSchema,
  recruitSchema,
  sessionSchema,
  ticketTypeSchema,
  transactionSchema,
} from '@tix/contract';
import { z } from 'zod';

/**
 * The main objects of the API under their own names in `components.schemas`, referenced with
 * `$ref` wherever an endpoint answers them: what a client generator turns into named types
 * (`components['schemas']['Event']`). A registry of the BFF's own, not zod's global one, so the
 * contract's schemas and the serializer built from them are untouched.
 */
export const componentRegistry = z.registry<{ id: string }>();

const named: readonly [z.ZodType, string][] = [
  [eventSchema, 'Event'],
  [organiserEventSchema, 'OrganiserEvent'],
  [ticketTypeSchema, 'TicketType'],
  [customerTicketSchema, 'Ticket'],
  [transactionSchema, 'Transaction'],
  [sessionSchema, 'Session'],
  [profileSchema, 'Profile'],
  [provinceSchema, 'Province'],
  [categorySchema, 'Category'],
  [campaignRowSchema, 'CampaignRow'],
  [promoterSchema, 'Promoter'],
  [contestantSchema, 'Model'],
  [recruitSchema, 'Recruit'],
];
for (const [schema, id] of named) componentRegistry.add(schema, { id });

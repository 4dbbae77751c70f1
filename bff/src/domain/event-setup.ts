import {
  centsToLegacyRand,
  type LoadTicketsResult,
  legacy,
  normaliseTierDetails,
  type TicketTiers,
  text,
} from '@tix/contract';
import type { LoadTicketsInput } from '@tix/contract/forms/tickets';
import type { LegacyPort } from '../plugins/legacy.ts';

// Loading an organiser's event with tickets: the form's rand to the legacy's text, then the three
// tiers read back. The ownership of the event is checked before any of this (organiser-event).

/** The three tiers as loaded, read in parallel. */
export async function readTicketTiers(port: LegacyPort, eventId: string): Promise<TicketTiers> {
  const [vvip, vip, general] = await Promise.all([
    port.legacy(legacy.GETVVIPDETAILS, { eventid: eventId }),
    port.legacy(legacy.GETVIPDETAILS, { eventid: eventId }),
    port.legacy(legacy.GETGENDETAILS, { eventid: eventId }),
  ]);
  return {
    vvip: normaliseTierDetails('vvip', vvip),
    vip: normaliseTierDetails('vip', vip),
    general: normaliseTierDetails('general', general),
  };
}

/** Rand as typed (two decimals at most, checked by the form) to the legacy's '250.00'. */
const legacyRand = (rand: number) => centsToLegacyRand(Math.round(rand * 100));

/**
 * ADDTICEKTS for one tier. A 'failed' answer has already become a 422 with the legacy's message;
 * 'warning' went through and its message is passed on for the screen's warning style.
 */
export async function loadTickets(
  port: LegacyPort,
  eventId: string,
  input: LoadTicketsInput,
): Promise<LoadTicketsResult> {
  const answer = await port.legacy(legacy.ADDTICEKTS, {
    eventid: eventId,
    category: input.category,
    numberOftickets: input.adultTickets,
    price: legacyRand(input.adultPrice),
    kids_tickets: input.kidsTickets,
    kids_price: legacyRand(input.kidsPrice),
  });
  const outcome = answer.status.trim().toLowerCase() === 'warning' ? 'warning' : 'success';
  return {
    outcome,
    message: text(answer.message) ?? text(answer.error),
    tiers: await readTicketTiers(port, eventId),
  };
}

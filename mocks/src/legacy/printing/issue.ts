import { canPreparePrint } from '@tix/contract/domain/campaign';
import { SELF_PRINT_CENTS_PER_TICKET } from '@tix/contract/domain/organiser-costs';
import { chargePrintCosts } from '../campaign-money.ts';
import { saDateTime } from '../clock.ts';
import type { EventRecord, StandinData, TicketTypeRecord } from '../model.ts';
import { FIRST_PRINTED_TICKET_ID, type PrintedTicketRecord } from '../model-printing.ts';
import type { AgeGroup } from '../model-sales.ts';
import { nextId, stockOf, unitPrice } from '../sales/purchases.ts';
import { signQrPayload } from '../sales/qr.ts';

// The print run: the chosen tickets become real tickets (signed QR payloads, out of stock), and
// R1.00 each leaves the campaign balance through campaign-money.ts. Reprints issue nothing.

export type IssueResult = { ok: true; issued: PrintedTicketRecord[] } | { ok: false; message: string };

export const selectionsOf = (data: StandinData, eventId: number) =>
  data.printSelections.filter((s) => s.eventId === eventId && s.quantity > 0);

export const printedOf = (data: StandinData, eventId: number, status: PrintedTicketRecord['status']) =>
  data.printedTickets.filter((t) => t.eventId === eventId && t.status === status);

/** A printed ticket's number: 7 uppercase characters from its id. */
const ticketNumberOf = (id: number) => `P${id.toString(36).toUpperCase().padStart(6, '0')}`;

function take(ticket: TicketTypeRecord, group: AgeGroup, quantity: number): void {
  if (group === 'kids') ticket.kidsAvailable -= quantity;
  else ticket.adultsAvailable -= quantity;
}

/** Issues every chosen ticket of the event at once, or none (stock and balance checked first). */
export function issuePrintRun(data: StandinData, event: EventRecord, now: Date): IssueResult {
  const chosen = selectionsOf(data, event.id);
  const total = chosen.reduce((sum, s) => sum + s.quantity, 0);
  if (total === 0) return { ok: false, message: 'Nothing has been prepared for printing.' };
  for (const s of chosen) {
    const ticket = data.ticketTypes.find((t) => t.id === s.ticketTypeId);
    if (!ticket || stockOf(ticket, s.group) < s.quantity)
      return { ok: false, message: `Only ${ticket ? stockOf(ticket, s.group) : 0} tickets available` };
  }
  const cost = total * SELF_PRINT_CENTS_PER_TICKET;
  if (!canPreparePrint(total, cost, event.balanceCents))
    return { ok: false, message: `Your balance is too low to print ${total} tickets.` };
  const createdAt = saDateTime(now);
  const issued: PrintedTicketRecord[] = [];
  for (const s of chosen) {
    const ticket = data.ticketTypes.find((t) => t.id === s.ticketTypeId) as TicketTypeRecord;
    take(ticket, s.group, s.quantity);
    for (let n = 0; n < s.quantity; n += 1) {
      const id = nextId(data.printedTickets, FIRST_PRINTED_TICKET_ID);
      const ticketNumber = ticketNumberOf(id);
      const record: PrintedTicketRecord = {
        id,
        eventId: event.id,
        ticketTypeId: ticket.id,
        ticketNumber,
        group: s.group,
        priceCents: unitPrice(ticket, s.group),
        qrPayload: signQrPayload({ ticketId: id, ticketNumber, eventId: event.id, group: s.group }),
        status: 'prepared',
        createdAt,
        downloadedAt: null,
      };
      data.printedTickets.push(record);
      issued.push(record);
    }
  }
  chargePrintCosts(data, event, cost);
  data.printSelections = data.printSelections.filter((s) => s.eventId !== event.id);
  return { ok: true, issued };
}

/** The print page has loaded: the prepared tickets are downloaded now. Returns how many. */
export function allocatePrintRun(data: StandinData, eventId: number, now: Date): number {
  const prepared = printedOf(data, eventId, 'prepared');
  for (const t of prepared) {
    t.status = 'downloaded';
    t.downloadedAt = saDateTime(now);
  }
  return prepared.length;
}

import type { AgeGroup } from './model-sales.ts';

// Self-print (spec part 2, /downloadtickets, /ticketdownload, /download). Printed tickets are real
// tickets: issued with a signed QR payload like bought ones (sales/issue.ts), taken from the
// ticket type's stock, and R1.00 each leaves the campaign balance (campaign-money.ts).

/** How many of one category and group the organiser chose for the next print run. */
export interface PrintSelectionRecord {
  eventId: number;
  ticketTypeId: number;
  group: AgeGroup;
  quantity: number;
}

export interface PrintedTicketRecord {
  readonly id: number;
  eventId: number;
  ticketTypeId: number;
  /** 7 uppercase characters, one per printed ticket. */
  ticketNumber: string;
  group: AgeGroup;
  priceCents: number;
  qrPayload: string;
  /** Prepared (LOADTEMPORARYTICKETS) until the print page allocates it (ALLOCATETICKETS). */
  status: 'prepared' | 'downloaded';
  createdAt: string;
  downloadedAt: string | null;
}

export interface PrintingData {
  printSelections: PrintSelectionRecord[];
  printedTickets: PrintedTicketRecord[];
  /** Ticket type ids ticked on /downloadtickets (MARKTICKETCATEGORY). */
  checkedCategories: number[];
}

export const emptyPrinting = (): PrintingData => ({
  printSelections: [],
  printedTickets: [],
  checkedCategories: [],
});

/** Printed ticket ids start here, apart from bought ones (90001 on). */
export const FIRST_PRINTED_TICKET_ID = 950001;

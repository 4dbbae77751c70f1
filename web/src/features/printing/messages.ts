import { formatRand } from '@tix/contract/domain/money';
import { NOT_AVAILABLE } from '../../lib/figures.ts';

// /downloadtickets, /ticketdownload and /download. The prepare messages are the contract's
// (forms/printing.ts); the rest is ours.

/** The help line the 'already printed' message asks organisers to dial (ours: the spec names none). */
export const PRINT_SUPPORT_PHONE = '087 135 0000';

/** The spec's stock messages hide after 4 seconds. */
export const STOCK_MESSAGE_MS = 4000;

export const PRINTING_COPY = {
  title: 'Download and print tickets',
  loading: 'Loading your tickets…',
  noEvent: 'Choose an event from your dashboard to print its tickets.',
  budget: 'Budget',
  balance: 'Balance',
  costPerDownload: 'Cost per download',
  quantity: 'Quantity',
  totalCosts: 'Total costs',
  estimatedRevenue: 'Estimated revenue',
  increaseBudget: 'Increase budget',
  orReduce: 'or reduce the number',
  prepare: 'Prepare download',
  preparing: 'Preparing…',
  adults: 'Adults',
  kids: 'Kids',
  printThis: (category: string) => `Print ${category} tickets`,
  stock: (n: number, priceCents: number | null) =>
    `${n} in stock · ${priceCents === null ? `price ${NOT_AVAILABLE}` : `${formatRand(priceCents)} each`}`,
  /** Ours (issue 40): the notes' subjects when a count could not be read. */
  readyPart: 'The number of tickets ready to download',
  printedPart: 'The number of tickets downloaded before',
  readyNote: (n: number) => `${n} ${n === 1 ? 'ticket is' : 'tickets are'} ready to download.`,
  toReady: 'Go to the download',
  printedNote: (n: number) => `${n} ${n === 1 ? 'ticket was' : 'tickets were'} downloaded before.`,
  printAgain: 'Print them again',
  noTickets: 'Load tickets for this event before you print any.',
  previewTitle: 'Tickets ready to download',
  previewLoading: 'Loading the tickets ready to download…',
  readyCount: (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'} ready`,
  download: 'Download',
  downloadPdf: 'Download PDF',
  confirmTitle: 'Download these tickets?',
  confirmBody: (n: number) =>
    `The print page opens with ${n} ${n === 1 ? 'ticket' : 'tickets'}, four to an A4 page, and your browser's print dialog appears. Once the page has loaded they count as downloaded; you can print them again later at no cost.`,
  confirm: 'Open the print page',
  cancel: 'Cancel',
  close: 'Close',
  nothingReady: 'No tickets are ready to download.',
  prepareMore: 'Prepare tickets',
  printTitle: 'Print tickets',
  printEmpty: 'There are no tickets to print.',
  dashboard: 'Dashboard',
  print: 'Print',
  backToPrepare: 'Back to printing',
  backToEvent: 'Back to the event',
  pageLabel: (n: number, of: number) => `Page ${n} of ${of}`,
  qrLabel: (ticketNumber: string) => `QR code of ticket ${ticketNumber}`,
  columns: { ticket: 'Ticket no.', category: 'Category', group: 'Admits', price: 'Price' },
} as const;

import { describe, expect, it } from 'vitest';
import {
  GETBUDGET,
  MARKTICKETCATEGORY,
  PREPAREDOWNLOADS,
  PREPARETICKETS,
  PREPARETICKETSDOWNLOAD,
  REPRINTABLETICKETS,
  TICKETREADYTODOWNLOAD,
  TICKETSTATUS,
} from '../../legacy/index.ts';
import { prepareCategorySchema, printedTicketSchema } from '../../model/printing.ts';
import {
  normaliseDownloadableCount,
  normalisePrepareCategories,
  normalisePrepareSummary,
  normalisePrintBudget,
  normalisePrintedTickets,
  qrSignature,
} from '../printing.ts';

describe('budget and summary', () => {
  it('reads the budget and balance in cents', () => {
    expect(normalisePrintBudget(GETBUDGET.response.parse({ budget: '1000.00', balance: '840.25' }))).toEqual({
      budgetCents: 100000,
      balanceCents: 84025,
    });
    expect(normalisePrintBudget(GETBUDGET.response.parse({}))).toEqual({
      budgetCents: null,
      balanceCents: null,
    });
  });

  it('reads either spelling of the estimated revenue, null where a call sent nothing', () => {
    const prepared = normalisePrepareSummary(
      PREPAREDOWNLOADS.response.parse({
        prepareCount: '40',
        ticketPrint: '40',
        estimatedRevenue: '18000.00',
      }),
    );
    const download = normalisePrepareSummary(
      PREPARETICKETSDOWNLOAD.response.parse({
        prepareCount: 45,
        ticketPrint: '40',
        total_revenue: '18000.50',
        kids_ticket_print: '5',
        kids_estimated_revenue: '1000',
      }),
    );
    expect(prepared).toEqual({
      preparedCount: 40,
      ticketsToPrint: 40,
      estimatedRevenueCents: 1800000,
      kidsTicketsToPrint: null,
      kidsEstimatedRevenueCents: null,
      ticketCount: null,
    });
    expect(download).toMatchObject({
      estimatedRevenueCents: 1800050,
      kidsTicketsToPrint: 5,
      kidsEstimatedRevenueCents: 100000,
    });
    const marked = normalisePrepareSummary(
      MARKTICKETCATEGORY.response.parse({ ticketCount: '3', ticketPrint: null }),
    );
    expect(marked).toMatchObject({ ticketCount: 3, ticketsToPrint: null });
  });

  it('counts downloadable tickets from either call', () => {
    expect(normaliseDownloadableCount(TICKETSTATUS.response.parse({ ticketCount: '12' }))).toBe(12);
    expect(normaliseDownloadableCount(REPRINTABLETICKETS.response.parse([{ ticketCount: 4 }]))).toBe(4);
    expect(normaliseDownloadableCount(TICKETSTATUS.response.parse({ ticketCount: null }))).toBe(0);
  });
});

describe('normalisePrepareCategories', () => {
  it('splits each category into its adult and kids figures', () => {
    const raw = PREPARETICKETS.response.parse([
      {
        ticketid: '311',
        category: 'VIP',
        checked: '1',
        ticket_price: '450.00',
        instock: '60',
        initial_load: '100',
        ticket_number: '10',
        executed: '40',
        revenues: '18000.00',
        kids_ticket_price: '200',
        kids_instock: '20',
        kids_initial_load: '20',
        kids_ticket_number: '0',
        kids_executed: null,
        kids_revenues: null,
      },
    ]);
    const [vip] = normalisePrepareCategories(raw);
    expect(prepareCategorySchema.parse(vip)).toEqual({
      ticketId: '311',
      tier: 'vip',
      checked: true,
      adults: {
        priceCents: 45000,
        inStock: 60,
        initialLoad: 100,
        toPrint: 10,
        printed: 40,
        revenueCents: 1800000,
      },
      kids: { priceCents: 20000, inStock: 20, initialLoad: 20, toPrint: 0, printed: 0, revenueCents: 0 },
    });
  });

  it("reads the kids price under the spec's literal kids_price first, then kids_ticket_price; neither is unknown, not R0.00", () => {
    const row = { ticketid: '311', category: 'VIP', ticket_price: '450.00', kids_instock: '20' };
    const kidsPrice = (extra: Record<string, string>) =>
      normalisePrepareCategories(PREPARETICKETS.response.parse([{ ...row, ...extra }]))[0]?.kids.priceCents;
    expect(kidsPrice({ kids_price: '150.00' })).toBe(15000);
    expect(kidsPrice({ kids_price: '150.00', kids_ticket_price: '200' })).toBe(15000);
    expect(kidsPrice({ kids_ticket_price: '200' })).toBe(20000);
    expect(kidsPrice({})).toBeNull();
    expect(kidsPrice({ kids_price: '0' })).toBe(0);
  });

  it('reads `data: 0` and {val: 0} as no categories', () => {
    expect(normalisePrepareCategories(PREPARETICKETS.response.parse({ data: 0 }))).toEqual([]);
    expect(normalisePrepareCategories(PREPARETICKETS.response.parse({ val: '0' }))).toEqual([]);
  });
});

describe('normalisePrintedTickets', () => {
  const raw = TICKETREADYTODOWNLOAD.response.parse([
    {
      eventdate: '06',
      eventmonth: 'Dec',
      eventyear: '2025',
      starttime: '18:00',
      finishtime: '23:00',
      venue: 'Orlando Stadium, Soweto, Johannesburg',
      organiserName: 'Kasi Sounds',
      organiser_email: 'events@kasisounds.co.za',
      ticketnumber: 'QX7PL2A',
      qr_payload: 'eyJ0IjoiUVg3UEwyQSJ9.a1b2c3d4e5f6g7h8',
      age_group: '1',
      price: '450.00',
      kids_price: '200.00',
      category: 'vvip',
    },
    {
      ticketnumber: 'ZZ1',
      qr_payload: 'no-signature',
      age_group: '0',
      price: 120,
      kids_price: null,
      venue: '',
    },
  ]);

  it('prices a kids ticket at the kids price, and prints the venue one part per line', () => {
    const [kids, adult] = normalisePrintedTickets(raw, 'Kasi Sounds Live');
    expect(printedTicketSchema.parse(kids)).toMatchObject({
      ticketNumber: 'QX7PL2A',
      eventName: 'Kasi Sounds Live',
      group: 'kids',
      tier: 'vvip',
      priceCents: 20000,
      venueLines: ['Orlando Stadium', 'Soweto', 'Johannesburg'],
      signature: 'a1b2c3d4',
      organiserEmail: 'events@kasisounds.co.za',
    });
    expect(adult).toMatchObject({
      group: 'adults',
      tier: 'general',
      priceCents: 12000,
      venueLines: [],
      signature: null,
    });
  });

  it("reads {val: 0}, '' and null as nothing to print", () => {
    for (const empty of [{ val: 0 }, '', null]) {
      expect(normalisePrintedTickets(TICKETREADYTODOWNLOAD.response.parse(empty), 'x')).toEqual([]);
    }
  });

  it('takes the signature from the second part of the payload', () => {
    expect(qrSignature('abc.12345678901')).toBe('12345678');
    expect(qrSignature(null)).toBeNull();
  });
});

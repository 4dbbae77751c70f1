import { catalogue } from '@tix/contract/legacy/index';
import { describe, expect, it } from 'vitest';
import { implementedOperations } from '../handlers/index.ts';
import { build, get, login, op } from './helpers.ts';

type Call = { params?: Record<string, string>; as?: 'customer' | 'business' };

// Requests that exercise each implemented operation's answers, empty ones included. A new
// handler needs its entry here: the first test fails until it has one.
const SAMPLES: Record<string, Call[]> = {
  PROVINCES: [{}],
  EVENTCATEGORY: [{}, { params: { limit: '9' } }, { params: { limit: '' } }],
  EVENTS: [
    {},
    { params: { category: 'festival' } },
    { params: { province: 'gauteng' } },
    { params: { category: 'nothing' } },
  ],
  SEARCHEVENTS: [
    { params: { search: 'jazz' } },
    { params: { search: '', businessid: '201' } },
    { params: { search: 'zzz' } },
    // A balance transfer's search under campaign 605 (event 5): indexid 0 marks the targets.
    { params: { search: '', businessid: '201', campaignid: '605' } },
  ],
  'FETCH-EVENT-DETAILS': [
    { params: { eventid: '1' } },
    { params: { eventid: '3', customerid: '101' }, as: 'customer' },
  ],
  TICKETS: [{ params: { eventid: '1' } }, { params: { eventid: '999' } }],
  GETNUMBEROFLIKES: [{ params: { eventid: '7' } }, { params: { eventid: '999' } }],
  'LOG-EVENT-CLICKS': [{ params: { event_id: '2' } }],
  INSERTIMPRESSION: [
    { params: { eventid: '7', businessid: '202', clientid: 'c-1', device: 'mobile', browser: 'Chrome' } },
    { params: { eventid: '999', businessid: '202', clientid: 'c-1', device: 'desktop', browser: 'Other' } },
  ],
  AFFILIATEDETAILS: [{ params: { affiliateid: 'LERATO301' } }, { params: { affiliateid: 'NOBODY' } }],
  'api/select/ranking/national': [{}],
  'api/select/ranking/provincial': [{}],
  'api/select/ranking/regional': [{}],
  ACCOUNTTYPE: [{}, { as: 'customer' }, { as: 'business' }],
  'ACCOUNT-DETAILS': [{}, { as: 'customer' }],
  'logout.php': [{}, { as: 'business' }],
  'loginWeb.php': [],
  // Accounts: the POSTs and LIKES are checked against their schemas in accounts.test.ts.
  BUSINESSDETAILS: [{}, { as: 'business' }, { params: { accountid: '999' } }],
  PARTNERDETAILS: [{ params: { partnerid: '301' } }, {}],
  'LIKES:GETLIKES': [],
  VERIFYACCOUNT: [],
  RESEND_VERIFICATION_CODE: [],
  REGISTRATION: [],
  RECOVERPASSWORD: [],
  'VERIFY-OTP-TO-RESET-PASSWORD': [],
  'SAVE-NEW-PASSWORD': [],
  CHANGEPASSWORD: [],
  EDITACCOUNTDETAILS: [],
  FEEDBACK: [],
  REQUEST_ACCOUNT_DELETION: [],
  'REQUEST_ACCOUNT_DELETION:CONFIRM_CODE': [],
  // Tickets, refunds, transactions, bank: subquery and POST operations are checked in sales.test.ts.
  'CUSTOMERTICKETS:GETTICKETS': [],
  'CUSTOMERTICKETS:SEARCHTICKETS': [],
  PREVIEWTICKETS: [
    { params: { customerid: '101', eventid: '1' } },
    { params: { customerid: '101', eventid: '3' } },
  ],
  'ZOOM-IN-TICKET': [{ params: { customerid: '101', eventid: '1', ticket_number: 'NOPE123' } }],
  'CALCULATE-REFUND': ['80001', '1'].map((ticket_id) => ({
    params: { event_id: '1', ticket_id, ticket_number: 'X', customer_id: '101', m_payment_id: 'X' },
  })),
  'GET-REFUND-GOVERNANCE-RULES': [{ params: { eventid: '22' } }, { params: { eventid: '999' } }],
  'REQUEST-TICKET-REFUND': [],
  'TRANSACTIONS:GETTRANSACTIONS': [],
  'TRANSACTION-AMOUNTS': [{ params: { event_id: '1' }, as: 'customer' }, { params: { event_id: '1' } }],
  'TRANSACTIONS-LIST': [{ params: { event_id: '1' }, as: 'business' }, { params: { event_id: '3' } }],
  'RESEND-TICKET': [],
  RETRIEVEBANKDETAILS: [{ as: 'business' }, { as: 'customer' }, {}],
  SAVEBANKDETAILS: [],
  VERIFYIDENTITY: [],
  // The affiliate programme (bff/test/affiliates.test.ts checks them as the partner).
  'RECRUITS:AFFILIATECOUNT': [{ params: { partnerid: '301' } }, { params: { partnerid: '999' } }],
  SAVEAFFILIATEID: [{ params: { partnerid: '301', affiliateid: '301abcdefghijk' } }],
  'PARTNER-PAYOUT-AMOUNT': [{ params: { partner_id: '301' } }, { params: { partner_id: '999' } }],
  'PAYOUT-REQUEST-LIST': [{ params: { event_id: '301' } }],
  'AFFILIATE-REQUEST-PAYOUT': [],
  'RECRUITS-CAMPAIGNS': [{}, { as: 'business' }],
  'RECRUITS:FETCHRECRUITS': [
    { params: { partnerid: '301', accounttype: 'partner' } },
    { params: { partnerid: '999', accounttype: 'partner' } },
  ],
  'RECRUITS:SEARCHRECRUITS': [
    { params: { partnerid: '301', accounttype: 'partner', search: 'karoo' } },
    { params: { partnerid: '301', accounttype: 'partner', search: 'nobody' } },
  ],
  // Checkout: the scripts and POSTs are checked through the BFF (bff/test/checkout*.test.ts), whose
  // legacy client validates every answer against the catalogue.
  CHECKAVAILABLETICKETS: [
    { params: { eventid: '7', ticketid: '5020' } },
    { params: { eventid: '7', ticketid: '999' } },
  ],
  CUSTOMERDETAILS: [{ as: 'customer' }, {}],
  CANCELLATION: [
    {
      params: {
        ticket_id: '5020',
        event_id: '7',
        business_id: '202',
        ticket_number: 'NOPE123',
        name_first: 'T',
        name_last: 'D',
        email: 'a@b.co.za',
        item_name: 'x',
      },
    },
  ],
  'payment/credentials.php': [],
  'VERIFY-CUSTOMER-TRANSACTION': [],
  'api/select/payment/method': [],
  'api/insert/ticket/buyer/details/attachment': [],
  getUserEmail: [],
  getUserPhone: [],
  'api/update/paid/table': [],
  sendEmailAttachment: [],
  // The organiser's dashboard (organiser-events.test.ts checks the figures).
  'FETCH-EVENT-COUNTS': [{ as: 'business' }],
  // The dashboard's list from the PHP session's business (issue 40).
  'EVENT-LIST': [{ as: 'business' }],
  MYEVENTS: [
    { params: { accountid: '201', accounttype: 'business', dashboard: 'yes' }, as: 'business' },
    { params: { accountid: '999' } },
  ],
  CAMPAIGNSTATSUSS: [{ params: { businessid: '201' } }, { params: { businessid: '999' } }],
  NUMBEROFCLIENTELE: [{ params: { businessid: '201' } }, { params: { businessid: '999' } }],
  NUMBEROFBOOSTERDEACTIVATEDS: [{ params: { businessid: '201' } }],
  // The organiser's customers (bff/test/customers.test.ts checks the lists).
  'CLIENTELE:GETCLIENTELE': [
    { params: { accountid: '201', accounttype: 'business' } },
    { params: { accountid: '999', accounttype: 'business' } },
    // The campaign list's Unique buyers: one event's buyers.
    { params: { accountid: '201', eventid: '1' } },
    { params: { accountid: '201', eventid: '41' } },
  ],
  'CLIENTELE:SEARCHCLIENTELE': [
    { params: { accountid: '201', accounttype: 'business', search: 'a' } },
    { params: { accountid: '201', accounttype: 'business', search: 'nobody here' } },
  ],
  // Promoters and the booster's side (bff/test/promoters.test.ts checks the flows).
  'PROMOTERS:GETPROMOTERS': [
    { params: { accountid: '201', accounttype: 'business' } },
    { params: { accountid: '999', accounttype: 'business' } },
  ],
  'PROMOTERS:SEARCHPROMOTERS': [
    { params: { accountid: '201', accounttype: 'business', search: 'sipho' } },
    { params: { accountid: '201', accounttype: 'business', search: 'nobody here' } },
  ],
  ADDPROMOTER: [
    {
      params: {
        accountid: '201',
        fname: 'Sam',
        lname: 'Sample',
        phone: '0739000001',
        email: 'sam.sample@promoters.test',
        password: 'Booster123',
        confirmPassword: 'Booster123',
        voucher: '150.00',
      },
    },
    // The demo promoter's email: val 2.
    {
      params: {
        accountid: '201',
        fname: 'Sam',
        lname: 'Sample',
        phone: '0739000002',
        email: 'booster@demo.co.za',
        password: 'Booster123',
        confirmPassword: 'Booster123',
        voucher: '150.00',
      },
    },
  ],
  UPDATEPROMOTERDETAILS: [
    {
      params: {
        businessid: '201',
        promoterid: '401',
        fname: 'Sipho',
        lname: 'Ndlovu',
        phone: '0710000004',
        email: 'booster@demo.co.za',
        voucher: '250.00',
      },
    },
    {
      params: {
        businessid: '999',
        promoterid: '401',
        fname: 'a',
        lname: 'b',
        phone: '1',
        email: 'e',
        voucher: '100',
      },
    },
  ],
  PROMOTERACTIVATION: [
    { params: { businessid: '201', promoterid: '402', activation: '1' } },
    { params: { businessid: '999', promoterid: '402', activation: '0' } },
  ],
  DELETEPROMOTER: [{ params: { businessid: '999', promoterid: '402' } }],
  'MERCHANTS:GETMERCHANTS': [{}],
  'MERCHANTS:SEARCHMERCHANTS': [{ params: { search: 'demo' } }, { params: { search: 'zzz' } }],
  BOOSTERLOGIN: [
    {
      params: {
        os: 'web',
        businessphone: '',
        businessid: '201',
        businessname: 'Demo Events Co',
        businessemail: '',
        email: 'booster@demo.co.za',
        password: 'Demo1234!',
      },
    },
    {
      params: {
        os: 'web',
        businessphone: '',
        businessid: '201',
        businessname: 'Demo Events Co',
        businessemail: '',
        email: 'booster@demo.co.za',
        password: 'wrong',
      },
    },
  ],
  REALTIMEBALANCE: [{ params: { boosterid: '401' } }, { params: { boosterid: '999' } }],
  GETEVENTSTOSELL: [{ params: { businessid: '201' } }, { params: { businessid: '999' } }],
  PROCESSTICKET: [
    {
      params: {
        ticketid: '5003',
        eventid: '1',
        businessid: '201',
        boosterid: '401',
        category: 'general',
        price: '140.00',
        kids_price: '70.00',
        total: '140.00',
        phone: '0820000000',
        email: 'sample.walkup@buyers.test',
        fullname: 'Sample Walkup',
        admission: '1',
        group: 'adults',
      },
    },
    // An inactive promoter (402) is refused.
    {
      params: {
        ticketid: '5003',
        eventid: '1',
        businessid: '201',
        boosterid: '402',
        category: 'general',
        price: '140.00',
        kids_price: '70.00',
        total: '140.00',
        phone: '0820000000',
        email: 'sample.walkup@buyers.test',
        fullname: 'Sample Walkup',
        admission: '1',
        group: 'adults',
      },
    },
  ],
  // Loading tickets and posters: the POSTs are checked through the BFF (bff/test/event-setup.test.ts).
  GETVVIPDETAILS: [
    { params: { accountid: '201', eventid: '1' } },
    { params: { accountid: '999', eventid: '1' } },
  ],
  GETVIPDETAILS: [
    { params: { accountid: '201', eventid: '1' } },
    { params: { accountid: '201', eventid: '999' } },
  ],
  GETGENDETAILS: [{ params: { accountid: '201', eventid: '1' } }],
  ADDTICEKTS: [],
  POSTERUPLOAD: [],
  // Creating and editing an event: the POST subqueries are checked in event-editing.test.ts.
  'ADDEVENT:ADDEVENT': [],
  'ADDEVENT:UPDATEEVENT': [],
  'GET-PRIVATE-EVENT-DETAILS': [{ params: { eventid: '1' } }, { params: { eventid: '999' } }],
  EVENTTYPE: [{ params: { eventid: '1' } }, { params: { eventid: '999' } }],
  // The event page (/editevent); the POSTs are checked in event-management.test.ts.
  CHECKIFEVENTDELETED: [{ params: { eventid: '6' } }, { params: { eventid: '999' } }],
  CHECKTICKETS: [{ params: { eventid: '1' } }, { params: { eventid: '41' } }],
  EVENTSALESDATA: [{ params: { eventid: '1' } }, { params: { eventid: '999' } }],
  'GET-CAMPAIGN-STATUS': [{ params: { eventid: '1' } }, { params: { eventid: '999' } }],
  CHECKCAMPAIGN: [
    { params: { eventid: '1' } },
    { params: { eventid: '41' } },
    { params: { eventid: '999' } },
  ],
  REPRINTABLETICKETS: [{ params: { eventid: '1' } }],
  RESUMECAMPAIGN: [
    { params: { eventid: '999', businessid: '201' } },
    { params: { eventid: '2', businessid: '201' } },
  ],
  POSTPONE: [],
  DELETEEVENT: [],
  // The campaign list (/campaigns); TRANSFERBALANCE (a POST) is checked in bff/test/campaigns.test.ts.
  CAMPAIGNS: [{ params: { businessid: '201' } }, { params: { businessid: '999' } }],
  GETSELECTCAMPAIGNS: [{ params: { businessid: '201' } }, { params: { businessid: '999' } }],
  ALLSELECTCAMPAIGNS: [{ params: { businessid: '201' } }],
  UPDATESELECT: [
    { params: { eventid: '1', accountid: '201' } },
    { params: { businessid: '201' } },
    { params: { businessid: '201' } },
  ],
  UPDATEALLTRANSFER: [{ params: { campaignid: '605', businessid: '201' } }],
  UPDATETRANSFERCHECK: [
    { params: { campaignid: '605', businessid: '201' } },
    { params: { campaignid: '999', businessid: '201' } },
  ],
  TRANSFERBALANCE: [],
  RESUMECAMPAIGNS: [{ params: { businessid: '201' } }],
  PLATFORMS: [
    { params: { businessid: '201', eventid: '1' } },
    { params: { businessid: '201', eventid: '7' } },
  ],
  // Analytics (/analytics): an event with sales, someone else's, none.
  ...Object.fromEntries(
    ['GETSALESDATAGENERAL', 'GETSALESDATAVIP', 'GETSALESDATAVVIP', 'GETTOTALSALES', 'GETTOTALSOLD'].map(
      (key) => [
        key,
        [
          { params: { accountid: '201', eventid: '1' } },
          { params: { accountid: '999', eventid: '1' } },
          { params: { accountid: '201', eventid: '999' } },
        ],
      ],
    ),
  ),
  FINANCIALS: [{ params: { eventid: '1' } }, { params: { eventid: '999' } }],
  // /campaign (campaign-launch); the POSTs are checked in campaign-launch.test.ts.
  'ESTIMATED-BUDGET': [
    { params: { event_id: '1', business_id: '201' } },
    { params: { event_id: '42', business_id: '201' } },
    { params: { event_id: '999', business_id: '201' } },
  ],
  CAMPAIGNESTIMATE: [
    { params: { eventid: '1', business_id: '201' } },
    { params: { eventid: '42', business_id: '201' } },
    { params: { eventid: '7', business_id: '201' } },
  ],
  'CAMPAIGN-PAYMENT-CANCELLATION': [
    { params: { event_id: '1', business_id: '201', campaign_id: '601', amount: '50' } },
    { params: { event_id: '999', business_id: '201', campaign_id: '601', amount: '50' } },
  ],
  ADDCAMPAIGN: [],
  // The campaign success page's GET: event 1's campaign, and a draft without one.
  'ADDCAMPAIGN@GET': [
    { params: { eventid: '1', businessid: '201', campaign: 'Jazz push', budget: '200' }, as: 'business' },
    { params: { eventid: '42', businessid: '201', budget: '200' }, as: 'business' },
  ],
  'APPLY-CREDIT-FIRST-CAMPAIGN': [],
  'payment/credentials.php:campaign': [],
  // The organiser's money (organiser-money): an event with sales, one without, someone else's.
  ...Object.fromEntries(
    ['BREAKDOWNSALES', 'PAYOUTSUMMARY'].map((key) => [
      key,
      ['1', '3', '13'].map((event_id) => ({ params: { businessid: '201', event_id } })),
    ]),
  ),
  // The POSTs are checked in bff/test/organiser-money.test.ts.
  REQUESTPAYOUT: [],
  UPDATE_REFUND_RULES: [],
  'REFUND-REQUEST-RESPONSE': [],
  ...Object.fromEntries(
    ['GET_REFUND_RULES', 'GET-REFUND-REQUESTS'].map((key) => [
      key,
      ['1', '21', '13'].map((event_id) => ({ params: { event_id }, as: 'business' as const })),
    ]),
  ),
  // Self-print (handlers/printing.ts); the print run itself is checked in bff/test/printing.test.ts.
  GETBUDGET: [
    { params: { eventid: '2' } },
    { params: { eventid: '999' } },
    { params: { businessid: '201' } },
  ],
  PREPAREDOWNLOADS: [{ params: { eventid: '2' } }],
  TICKETSTATUS: [{ params: { eventid: '2' } }],
  PREPARETICKETS: [
    { params: { eventid: '2', businessid: '201' }, as: 'business' },
    { params: { eventid: '42', businessid: '201' }, as: 'business' },
  ],
  PREPARETICKETSDOWNLOAD: [
    {
      params: {
        ticketid: '5004',
        instock: '72',
        eventid: '2',
        ticketsNumber: '3',
        price: '200.00',
        group: 'adults',
      },
      as: 'business',
    },
  ],
  MARKTICKETCATEGORY: [{ params: { ticketid: '5004', eventid: '2' }, as: 'business' }],
  LOADTEMPORARYTICKETS: [{ params: { eventid: '2', ticketLimit: '0', reprintNumber: '0' }, as: 'business' }],
  TICKETREADYTODOWNLOAD: [{ params: { eventid: '2', ticketLimit: '0', reprint: 'no' }, as: 'business' }],
  ALLOCATETICKETS: [{ params: { eventid: '2', businessid: '201' }, as: 'business' }],
  // Marketing; the POSTs are checked in mocks/src/legacy/__tests__/marketing.test.ts.
  '{product}DATABASE': [{}],
  'GET-AUDIENCE-COUNT': [
    { params: { businessid: '201' }, as: 'business' },
    { params: { businessid: '201' } },
  ],
  'GET-TEXT-MESSAGES': [{ params: { textid: '1' } }, { params: { textid: '999' } }],
  'EMAIL-MARKETING': [],
  'UPLOAD-MARKETING-DATA': [],
  'NOTIFY-URL-SMS-MARKETING': [],
  MODELS: [{ params: { eventid: '4' } }, { params: { eventid: '2' } }],
  MODELDETAILS: [{ params: { modelid: '301' } }, { params: { modelid: '999' } }],
  GETPOINTS: [
    { params: { eventid: '4', businessid: '201' } },
    { params: { eventid: '2', businessid: '201' } },
  ],
  CONFIGURATIONDETAILS: [
    { params: { eventid: '4', businessid: '201' }, as: 'business' },
    { params: { eventid: '2', businessid: '201' }, as: 'business' },
  ],
  INSERTPOINTS: [{ params: { eventid: '2', businessid: '201', amount: '25', points: '10' }, as: 'business' }],
  // Multipart and POST-only: exercised by bff/test/models.test.ts.
  UPLOADMODELPICTURE: [],
  VOTE: [],
  'payment/credentials.php:vote': [],
};

describe('every implemented operation answers what its catalogue entry declares', () => {
  it('has samples for every implemented operation', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(implementedOperations());
  });

  for (const key of implementedOperations()) {
    it(`${key} passes its response schema`, async () => {
      const app = build();
      const operation = catalogue.get(key);
      if (!operation) throw new Error(`${key} is not in the catalogue`);
      for (const call of SAMPLES[key] ?? []) {
        const cookie = call.as
          ? (
              await login(app, `${call.as === 'customer' ? 'customer' : 'organiser'}@demo.co.za`, 'Demo1234!')
            ).cookie()
          : undefined;
        const answer =
          operation.op === null
            ? await get(app, `/${operation.path}`, cookie)
            : await op(
                app,
                operation.op,
                {
                  ...(operation.subquery ? { [operation.subquery.param]: operation.subquery.value } : {}),
                  ...call.params,
                },
                cookie,
              );
        expect(answer.status, answer.body).toBe(200);
        expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
        expect(operation.response.safeParse(JSON.parse(answer.body)).success, answer.body).toBe(true);
      }
    });
  }

  it('loginWeb.php passes its response schema on success and on failure', async () => {
    const app = build();
    const { response } = catalogue.get('loginWeb.php') ?? {};
    for (const password of ['Demo1234!', 'wrong']) {
      const answer = await login(app, 'customer@demo.co.za', password);
      expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
      expect(response?.safeParse(answer.json()).success).toBe(true);
    }
  });
});

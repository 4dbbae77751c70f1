// The spec's field lists (section 3 of each part), as spec-answers*.ts name them, and the two
// builders of the commonest answers.

import type { SpecAnswer } from './spec-answers.ts';

/** Part 1 §3 "Event (list, search, detail)", both spellings. */
export const EVENT_PART1 = [
  'eventid',
  'businessid',
  'poster',
  'event_name',
  'eventname',
  'event_day',
  'eventday',
  'finish_day',
  'start_time',
  'finish_time',
  'event_location',
  'event_des',
  'eventcategory',
  'balance',
  'businessname',
  'is_sponsorship',
  'campaignStatus',
  'campaignstatus',
  'indexid',
  'thumbnail',
  'organiser',
  'event_theme',
] as const;

/** Part 1 §3 "Detail response". No balance. */
export const EVENT_DETAIL = [
  'description',
  'venue',
  'eventName',
  'eventDate',
  'startTime',
  'endTime',
  'poster',
  'businessId',
  'campaignStatus',
] as const;

/** Part 2 §3 "Event (list)". */
export const EVENT_PART2 = [
  'eventid',
  'businessid',
  'eventname',
  'event_name',
  'eventday',
  'event_day',
  'finish_day',
  'enddate',
  'start_time',
  'finish_time',
  'event_location',
  'event_des',
  'poster',
  'thumbnail',
  'eventcategory',
  'balance',
  'organiser',
  'businessname',
  'is_sponsorship',
  'budget',
  'eventstatus',
  'sold',
  'admissions',
  'sales',
  'payoutstatus',
  'campaignstatus',
  'activation',
  'theme',
  'venue',
  'expected',
  'time',
  'endtime',
  'indexid',
] as const;

export const TICKET_TYPE = [
  'id',
  'ticketid',
  'ticketref',
  'ticket_cat',
  'price',
  'kids_price',
  'avail_tickets',
  'kids_tickets',
  'sold',
  'kids_sold',
] as const;

export const CUSTOMER_TICKET = [
  'ticket_id',
  'ticketnumber',
  'category',
  'quantity',
  'age_group',
  'price',
  'kids_price',
  'created_at',
  'time_at',
  'activation',
  'qr_payload',
  'refund_status',
  'refundAttempts',
  'maxAttempts',
  'm_payment_id',
  'event_name',
  'event_id',
] as const;

/** Part 1 §3 "Account profile", less the name fields of the other account types. */
export const PROFILE_COMMON = [
  'phone',
  'email',
  'dtregistered',
  'updated_at',
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'tiktok',
  'bankname',
  'branchcode',
  'account',
  'accountnumber',
  'accountType',
] as const;

export const STATUS_MESSAGE = ['status', 'message'] as const;

/** Part 1 §7: what the payment credentials script answers. */
export const PAYMENT_ANSWER = [
  'status',
  'message',
  'uuid',
  'm_payment_id',
  'customer_id',
  'ozowUrl',
] as const;

export const TIER = (prefix: 'vvip' | 'vip' | 'gen', kids: 'vvip' | 'vip' | 'general') =>
  [`${prefix}ticketavail`, `${prefix}price`, `kids_${kids}_price`, `kids_${kids}_tickets`] as const;

export const CAMPAIGN_ROW = [
  'campaignid',
  'eventid',
  'businessid',
  'campaignname',
  'eventname',
  'campaignstatus',
  'activation',
  'daysRemaining',
  'getPeriod',
  'keywords',
  'budget',
  'balance',
  'feesDeductedPhysical',
  'feesDeductedDigital',
  'transferred',
  'markedtransfer',
  'selected',
  'estdRevenue',
  'digitalRevenue',
  'physicalRevenue',
  'buyers',
  'admission',
  'eventClicks',
  'unique_clicks',
  'views',
  'unique_visitors',
  'eventday',
  'fromdate',
  'todate',
  'thumbnail',
  'poster',
  'event_day',
  'finish_day',
  'enddate',
  'theme',
  'venue',
  'expected',
  'time',
  'endtime',
] as const;

export const BUYER = ['clientid', 'fname', 'lname', 'phone', 'email'] as const;

/** Part 2 §3 "Promoter / booster", without the password (a form field, never read back). */
export const PROMOTER = [
  'promoterid',
  'businessid',
  'fname',
  'lname',
  'phone',
  'email',
  'amount',
  'activation',
] as const;

export const MERCHANT = ['id', 'business_name', 'email', 'cell_number'] as const;

export const TRANSACTION = [
  'transaction_id',
  'date',
  'created_at',
  'event_name',
  'name_first',
  'ticket_type',
  'admissions',
  'amount_gross',
  'payment_status',
  'refunded_at',
  'amount_refunded',
  'ticket_resent_at',
] as const;

export const RECRUIT = ['recruitid', 'recruit', 'email', 'eventid', 'eventname', 'eventStatus'] as const;

export const RANKING = ['quantity', 'event_name', 'poster', 'ranks', 'province', 'count', 'regions'] as const;

export const notShown = (source: string, note?: string): SpecAnswer =>
  note ? { shape: 'notShown', fields: [], source, note } : { shape: 'notShown', fields: [], source };

export const status = (source: string, fields: readonly string[] = STATUS_MESSAGE): SpecAnswer => ({
  shape: 'status',
  fields,
  source,
});

export const ANALYTICS_NOTE =
  '§7 names the call without an answer; §3 "Analytics" lists revenue, sales counts, capacities and income figures without saying which call answers which';

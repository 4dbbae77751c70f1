// The domain and money rules, one module per topic. Everything here is pure: no I/O, no clock
// (days are passed in), integer cents for money.

export * from './affiliate.ts';
export * from './analytics.ts';
export * from './banks.ts';
export * from './booking-fee.ts';
export * from './campaign.ts';
export * from './campaign-transfer.ts';
export * from './constants.ts';
export * from './csv-exports.ts';
export * from './dates.ts';
export * from './event-checklist.ts';
export * from './event-editing.ts';
export * from './events.ts';
export * from './images.ts';
export * from './labels.ts';
export * from './money.ts';
export * from './organiser-costs.ts';
export * from './payouts.ts';
export * from './promoters.ts';
export * from './public-event.ts';
export * from './quantity.ts';
export * from './refund-requests.ts';
export * from './refund-terms-version.ts';
export * from './refunds.ts';
export * from './sales-cover.ts';
export * from './sales-report.ts';
export * from './truncation.ts';
export * from './ui-limits.ts';

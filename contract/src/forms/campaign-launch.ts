// Messages of /campaign and its payment pages that the spec does not give (ours). The spec's
// save and budget messages are in forms/campaigns.ts.

export const CAMPAIGN_LAUNCH_MESSAGES = {
  saved: 'Campaign saved.',
  saveFirst: 'Save the campaign before you launch it.',
  noCredit: 'There is no first-campaign credit for this campaign.',
  creditUsed: 'The first-campaign credit has been applied.',
  paymentNotFound: 'This payment link is not valid.',
} as const;

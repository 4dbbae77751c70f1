import { TRUNCATION, truncate } from '@tix/contract/domain/truncation';
import { AFFILIATE_COPY } from './messages.ts';

// The copy of the affiliate's other screens (/affiliate-link, /recruits, /my-recruits, /wallet;
// spec part 3, sections 2, 4, 8 and 9), with the shared copy of messages.ts.

export const AFFILIATE_PAGES_COPY = {
  ...AFFILIATE_COPY,
  // /affiliate-link
  linkTitle: 'Your affiliate link',
  linkIntro: 'Organisers who sign up through this link become your recruits; you earn on their ticket sales.',
  linkLabel: 'Affiliate link',
  copy: 'Copy',
  copied: 'Copied',
  shareOn: 'Share on',
  saveTitle: 'Save this affiliate id',
  saveIntro: 'You have no affiliate id yet. Save this one to get your link.',
  save: 'Save',
  // /recruits, /my-recruits, /wallet
  recruitsTitle: 'My recruits',
  back: 'Back',
  searchLabel: 'Search recruits',
  searchHint: 'Name or event',
  noRecruits:
    "You have no recruits at the moment. Recruits will appear once they've created their first event.",
  noRecruitEvent: "This recruit hasn't launched an event, we'll notify you when they do.",
  noMatch: (search: string) =>
    `No match found for your search...${truncate(search, TRUNCATION.recruitSearch.max)}`,
  status: { active: 'Active', inactive: 'Inactive', 'no event': 'No event' },
  walletTitle: 'Recruit wallet',
  walletTotal: 'Earned from this recruit',
  chooseRecruit: 'Open a recruit from your recruits list to see their wallet.',
} as const;

/** A recruit's event name cut at 25 characters plus an ellipsis (spec part 3, section 9). */
export const recruitEventName = (name: string) =>
  truncate(name, TRUNCATION.recruitEventName.max, TRUNCATION.recruitEventName.ellipsis);

import { formatRand } from '@tix/contract/domain/money';
import { NOT_AVAILABLE } from '../../lib/figures.ts';

// The copy of /models, /addmodels, /modelprofile and /vote. The spec's words are kept as they are
// ('No data found', 'Configure', 'Adjust points', the points messages); the rest is ours.

export const MODELS_COPY = {
  title: 'Models',
  publicTitle: 'Vote for your favourite model',
  loading: 'Loading models…',
  noEvent: 'Open the models of one of your events from its page.',
  empty: 'No data found',
  addModel: 'Add model',
  configure: 'Configure',
  adjustPoints: 'Adjust points',
  configured: 'Points configured',
  notConfigured: 'Points not configured yet',
  publicUrl: 'Your public page',
  publicUrlHint: 'Share this address: visitors see your models and vote, but cannot edit.',
  copy: 'Copy link',
  copied: 'Link copied',
  columns: { name: 'Name', age: 'Age', gender: 'Gender', votes: 'Votes', open: 'Profile' },
  view: 'View',
  votes: (n: number | null) =>
    n === null ? `Votes: ${NOT_AVAILABLE}` : `${n} ${n === 1 ? 'vote' : 'votes'}`,
  backToDashboard: 'Back to dashboard',
  backToEvent: 'Back to the event',
} as const;

export const ADD_MODEL_COPY = {
  addTitle: 'Add model',
  editTitle: 'Edit model',
  back: 'Back to models',
  picture: 'Picture',
  pictureHint: 'A .jpg, .jpeg or .png image.',
  pictureKeep: 'Leave empty to keep the current picture.',
  current: (name: string) => `Current picture of ${name}`,
  name: 'Name',
  age: 'Age',
  ageHint: 'Models must be 18 or older.',
  gender: 'Gender',
  genderPick: 'Choose…',
  genders: { female: 'Female', male: 'Male' },
  bio: 'Bio',
  save: 'Save model',
  saving: 'Saving…',
  uploading: (percent: number) => `Uploading ${percent}%`,
} as const;

export const POINTS_COPY = {
  title: 'Vote packages',
  intro: 'Set how many points each package gives. Saving the same amount again updates its points.',
  amount: 'Amount',
  points: 'Points',
  pick: 'Choose…',
  free: 'Free',
  save: 'Save points',
  saving: 'Saving…',
  close: 'Close',
  saved: 'Packages saved',
  none: 'No packages yet.',
  amountLabel: (rand: number) => (rand === 0 ? 'Free' : formatRand(rand * 100)),
} as const;

export const PROFILE_COPY = {
  title: 'Model profile',
  loading: 'Loading the model…',
  noModel: 'This link names no model.',
  edit: 'Edit',
  vote: 'Vote',
  total: 'Total votes',
  age: 'Age',
  gender: 'Gender',
  bio: 'Bio',
  back: 'Back to models',
} as const;

export const VOTE_COPY = {
  title: (name: string) => `Vote for ${name}`,
  loading: 'Loading the vote packages…',
  noModel: 'This vote link names no model.',
  pick: 'Pick a package',
  noPackages: 'Voting has not opened for this model yet.',
  free: 'Free',
  points: (n: number) => `${n} points`,
  voteFree: 'Vote for free',
  buy: (amount: string) => `Pay ${amount}`,
  once: 'One free vote per day.',
  redirecting: 'Taking you to the secure payment page…',
  voting: 'Counting your vote…',
  paid: 'Thank you! Your points count as soon as the payment provider confirms your payment.',
  cancelled: 'Payment cancelled. No points were added.',
  total: 'Total votes',
  profile: 'View profile',
} as const;

import type { ChecklistStep } from '@tix/contract/domain/event-checklist';

// /editevent's copy (spec part 2, sections 2, 4 and 8). The blocked-action messages, the
// postponement form's messages and 'All associated ticket holders have been notified' are the
// contract's (domain/event-checklist.ts, forms/event-status.ts); these are the page's own words.

export const EDIT_EVENT_COPY = {
  title: 'Manage event',
  loading: 'Loading the event…',
  noEvent: 'No event was chosen. Open one from your dashboard.',
  checklistLabel: 'Event checklist',
  actionsLabel: 'Event actions',
  stepDone: 'done',
  stepCurrent: 'next',
  stepPending: 'to do',
  cancelledOn: (date: string) => `This event was cancelled on ${date}.`,
  postponedOn: (date: string) => `This event was postponed on ${date}.`,
  concluded: (date: string) => `This event concluded on ${date}.`,
  deleted: 'This event has been deleted.',
  scheduled: (date: string) => `This event is scheduled to happen on ${date}.`,
  loadTickets: 'Load tickets',
  poster: 'Poster',
  campaign: 'Campaign',
  download: 'Download',
  editDetails: 'Edit details',
  /** Ours: the way to the event's models and voting (/models). */
  models: 'Models and voting',
  postpone: 'Postpone',
  cancel: 'Cancel event',
  delete: 'Delete',
  pauseCampaign: 'Pause Campaign',
  resumeCampaign: 'Resume Campaign',
  campaignPaused: 'Campaign paused',
  campaignResumed: 'Campaign resumed',
  close: 'Close',
  refundsLabel: 'Refunds',
  /** Ours (issue 40): the parts of the page that may be missing, as the note's subject. */
  parts: {
    checklist: 'The checklist and the campaign’s status',
    ticketHolders: 'The number of ticket holders',
  },
  // Postpone and cancel.
  postponeHeading: 'Postpone this event',
  cancelHeading: 'Cancel this event',
  reason: 'Reason',
  chooseReason: 'Select a reason',
  message: 'Message to ticket holders',
  holders: (n: number) => `${n} ticket ${n === 1 ? 'holder' : 'holders'} will be notified`,
  postponeWhat:
    'The event will be marked as postponed and every ticket holder will be emailed your reason and message. Sales stop until it runs again; once you know the new date, set it in the event’s details.',
  /** Ours (issue 27): the spec's POSTPONE carries no date; the event's details do. */
  setNewDate: 'Set the new date',
  cancelWhat:
    'Cancellation is final: the event cannot be reinstated. Every ticket holder will be emailed your reason and message.',
  confirmPostpone: 'Postpone event',
  confirmCancel: 'Cancel event for good',
  keep: 'Keep event',
  postponing: 'Postponing…',
  cancelling: 'Cancelling…',
  postponed: (n: number) =>
    `The event has been postponed. ${n} ticket ${n === 1 ? 'holder was' : 'holders were'} notified.`,
  cancelled: (n: number) =>
    `The event has been cancelled. ${n} ticket ${n === 1 ? 'holder was' : 'holders were'} notified.`,
  // Delete.
  deleteHeading: 'Delete this event?',
  deleteWhat: 'The event will be removed from your events and from public listings. This cannot be undone.',
  confirmDelete: 'Delete event',
  deleting: 'Deleting…',
  deleteFailed: 'Something went wrong.',
  offline: "We couldn't complete your request. Please check your connection or try again shortly.",
} as const;

export const STEP_LABELS: Record<ChecklistStep, string> = {
  tickets: 'Load tickets',
  poster: 'Add a poster',
  campaign: 'Create a campaign',
  download: 'Download tickets',
};

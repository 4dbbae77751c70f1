import { describe, expect, it } from 'vitest';
import {
  type ChecklistFacts,
  checklistBlock,
  editBlock,
  eventLifecycleState,
  hidesChecklistActions,
  lifecycleChangeBlock,
  EVENT_BLOCKED_MESSAGES as M,
  nextChecklistStep,
} from '../event-checklist.ts';

const none: ChecklistFacts = {
  ticketsLoaded: false,
  posterUploaded: false,
  campaignCreated: false,
  ticketsDownloaded: false,
};

describe('the organiser checklist', () => {
  it('goes tickets, poster, campaign, download', () => {
    expect(nextChecklistStep(none)).toBe('tickets');
    expect(nextChecklistStep({ ...none, ticketsLoaded: true })).toBe('poster');
    expect(nextChecklistStep({ ...none, ticketsLoaded: true, posterUploaded: true })).toBe('campaign');
    const created = {
      ticketsLoaded: true,
      posterUploaded: true,
      campaignCreated: true,
      ticketsDownloaded: false,
    };
    expect(nextChecklistStep(created)).toBe('download');
    expect(nextChecklistStep({ ...created, ticketsDownloaded: true })).toBeNull();
  });

  it('blocks each step until the ones before it are done, with the spec’s messages', () => {
    expect(checklistBlock('tickets', none)).toBeNull();
    expect(checklistBlock('poster', none)).toBe(M.loadTicketsFirst);
    expect(checklistBlock('campaign', none)).toBe(M.loadTicketsFirst);
    expect(checklistBlock('download', none)).toBe(M.loadTicketsFirst);
    const tickets = { ...none, ticketsLoaded: true };
    expect(checklistBlock('poster', tickets)).toBeNull();
    expect(checklistBlock('campaign', tickets)).toBe(M.posterThenCampaign);
    expect(checklistBlock('download', tickets)).toBe(M.posterThenCampaign);
    const poster = { ...tickets, posterUploaded: true };
    expect(checklistBlock('campaign', poster)).toBeNull();
    expect(checklistBlock('download', poster)).toBe(M.campaignFirst);
    expect(checklistBlock('download', { ...poster, campaignCreated: true })).toBeNull();
    // A step done before is never blocked again (a second poster, more tickets).
    expect(checklistBlock('tickets', { ...poster, campaignCreated: true })).toBeNull();
  });
});

describe('the event lifecycle', () => {
  const today = '2026-11-23';
  const base = { day: '2026-12-01', deleted: false, postponedAt: null, cancelledAt: null };

  it('is cancelled, deleted, postponed, concluded or scheduled, in that order', () => {
    expect(eventLifecycleState(base, today)).toBe('scheduled');
    expect(eventLifecycleState({ ...base, day: today }, today)).toBe('scheduled');
    expect(eventLifecycleState({ ...base, day: '2026-11-22' }, today)).toBe('concluded');
    expect(eventLifecycleState({ ...base, postponedAt: '2026-11-20 10:00:00' }, today)).toBe('postponed');
    expect(eventLifecycleState({ ...base, deleted: true, postponedAt: '2026-11-20' }, today)).toBe('deleted');
    expect(
      eventLifecycleState({ ...base, deleted: true, cancelledAt: '2026-11-20', day: '2026-01-01' }, today),
    ).toBe('cancelled');
  });

  it('blocks editing past and deleted events, and lifecycle changes on cancelled ones too', () => {
    expect(editBlock('scheduled')).toBeNull();
    expect(editBlock('postponed')).toBeNull();
    expect(editBlock('deleted')).toBe(M.deleted);
    expect(editBlock('concluded')).toBe(M.passed);
    expect(lifecycleChangeBlock('cancelled')).toMatch(/final/);
    expect(lifecycleChangeBlock('postponed')).toBeNull();
    expect(lifecycleChangeBlock('concluded')).toBe(M.passed);
    expect(hidesChecklistActions('cancelled')).toBe(true);
    expect(hidesChecklistActions('postponed')).toBe(true);
    expect(hidesChecklistActions('scheduled')).toBe(false);
  });
});

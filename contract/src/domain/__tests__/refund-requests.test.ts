import { describe, expect, it } from 'vitest';
import {
  canDecideRefund,
  effectiveMaxRefundAttempts,
  hasReachedMaxRefundAttempts,
  REFUND_REASONS,
  type TicketRefundFacts,
  ticketRefundAction,
} from '../refund-requests.ts';

const ticket: TicketRefundFacts = {
  refundsAllowed: true,
  refundStatus: null,
  attempts: 0,
  maxAttempts: null,
  hasQrPayload: true,
};

describe('refund attempts', () => {
  it('defaults to 2, also when the form left 0', () => {
    expect(effectiveMaxRefundAttempts(undefined)).toBe(2);
    expect(effectiveMaxRefundAttempts(0)).toBe(2);
    expect(effectiveMaxRefundAttempts(3)).toBe(3);
    expect(hasReachedMaxRefundAttempts(2, null)).toBe(true);
    expect(hasReachedMaxRefundAttempts(2, 3)).toBe(false);
  });
});

describe('ticketRefundAction', () => {
  it('lets a valid ticket ask for a refund', () => {
    expect(ticketRefundAction(ticket)).toBe('request');
  });

  it('blocks events without refunds and passes without a QR payload', () => {
    expect(ticketRefundAction({ ...ticket, refundsAllowed: false })).toBe('not-allowed');
    expect(ticketRefundAction({ ...ticket, hasQrPayload: false })).toBe('invalid-pass');
  });

  it('offers cancel while pending or under review, and nothing once approved', () => {
    expect(ticketRefundAction({ ...ticket, refundStatus: 'Pending' })).toBe('cancel');
    expect(ticketRefundAction({ ...ticket, refundStatus: 'Under_review' })).toBe('cancel');
    expect(ticketRefundAction({ ...ticket, refundStatus: 'Approved' })).toBe('refunded');
  });

  it('stops at the maximum attempts', () => {
    expect(ticketRefundAction({ ...ticket, attempts: 2 })).toBe('max-attempts');
  });
});

describe('organiser decisions', () => {
  it('decides only pending requests, and only without auto-approve', () => {
    expect(canDecideRefund('pending', false)).toBe(true);
    expect(canDecideRefund('pending', true)).toBe(false);
    expect(canDecideRefund('approved', false)).toBe(false);
  });

  it('lists the ten reasons of the spec', () => {
    expect(REFUND_REASONS).toHaveLength(10);
    expect(REFUND_REASONS).toContain('duplicate_payment');
  });
});

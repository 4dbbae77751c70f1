import { describe, expect, it } from 'vitest';
import { BALANCE_TRANSFER_MESSAGES as B, makeBalanceTransferSchema } from '../../forms/campaigns.ts';
import {
  canReceiveTransfer,
  isTransferTargetIndex,
  rowCanTransfer,
  transferSourceOf,
} from '../campaign-transfer.ts';

const first = (
  row: { balanceCents: number | null; transferred: boolean; transferredCents?: number },
  target: string,
) =>
  makeBalanceTransferSchema(transferSourceOf(row, row.transferredCents ?? null)).safeParse({
    targetEventId: target,
  }).error?.issues[0]?.message;

describe('balance transfer rules', () => {
  it('says each of the spec’s messages, in order', () => {
    expect(first({ balanceCents: 0, transferred: false, transferredCents: 0 }, '7')).toBe(B.balanceZero);
    expect(first({ balanceCents: -50, transferred: false, transferredCents: 0 }, '')).toBe(B.balanceZero);
    expect(first({ balanceCents: 0, transferred: true, transferredCents: 123450 }, '7')).toBe(
      'R1234.50 has already been transferred to another campaign',
    );
    // The amount moved unknown (the list does not carry it): the balance rules still apply.
    expect(first({ balanceCents: 0, transferred: true }, '7')).toBe(B.balanceZero);
    expect(first({ balanceCents: 6000, transferred: false, transferredCents: 0 }, '')).toBe(B.targetRequired);
    expect(first({ balanceCents: 6000, transferred: false, transferredCents: 0 }, '7')).toBeUndefined();
  });

  it('moves nothing when the balance is unknown (the service did not send it)', () => {
    expect(first({ balanceCents: null, transferred: false }, '7')).toBe(B.balanceUnknown);
    expect(rowCanTransfer({ balanceCents: null, transferred: false })).toBe(false);
  });

  it('allows a transfer only above zero and once', () => {
    expect(rowCanTransfer({ balanceCents: 1, transferred: false })).toBe(true);
    expect(rowCanTransfer({ balanceCents: 0, transferred: false })).toBe(false);
    expect(rowCanTransfer({ balanceCents: 5000, transferred: true })).toBe(false);
  });

  it('targets only events whose index is below 1', () => {
    expect(isTransferTargetIndex(0)).toBe(true);
    expect(isTransferTargetIndex(-1)).toBe(true);
    expect(isTransferTargetIndex(1)).toBe(false);
    expect(isTransferTargetIndex(null)).toBe(false);
  });

  it('moves a balance only to an event that can sell', () => {
    const today = '2026-11-25';
    const live = { budgetCents: 5000, status: 'active', lastDay: '2026-12-01' };
    expect(canReceiveTransfer(live, today)).toBe(true);
    expect(canReceiveTransfer({ ...live, budgetCents: 0 }, today)).toBe(false); // a draft
    expect(canReceiveTransfer({ ...live, status: 'postponed' }, today)).toBe(false);
    expect(canReceiveTransfer({ ...live, status: 'cancelled' }, today)).toBe(false);
    expect(canReceiveTransfer({ ...live, lastDay: '2026-11-24' }, today)).toBe(false);
  });
});

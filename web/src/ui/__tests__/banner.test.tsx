import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_MS, Banner } from '../banner.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('banner', () => {
  it('hides itself after its timeout and says so', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    render(
      <Banner tone="success" hideAfterMs={BANNER_MS.standard} onHide={onHide}>
        Saved
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(BANNER_MS.standard - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('stays when it has no timeout; errors are alerts', () => {
    vi.useFakeTimers();
    render(<Banner tone="error">Down</Banner>);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from '../LoadingBar';
import { loadingBarConfig } from '../../theme/stitches.config';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading bar', () => {
  it('uses the spec constants: 200 ms throttle, 2000 ms duration, 3 px', () => {
    expect(loadingBarConfig).toEqual({ throttleMs: 200, durationMs: 2000, heightPx: 3 });
  });

  it('never shows for a navigation shorter than the throttle', () => {
    const { rerender } = render(<LoadingBar active label="Loading…" />);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar active={false} label="Loading…" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after the throttle, then completes and hides when loading ends', () => {
    const { rerender } = render(<LoadingBar active label="Loading…" />);
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Loading…' });
    expect(bar.getAttribute('data-phase')).toBe('running');
    expect((bar.firstChild as HTMLElement).style.transition).toContain('2000ms');
    rerender(<LoadingBar active={false} label="Loading…" />);
    expect(screen.getByRole('progressbar').getAttribute('data-phase')).toBe('finishing');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

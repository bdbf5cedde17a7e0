import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast } from '../toasts';
import { TOAST_DURATION_MS } from '../constants';
import { Providers } from '../../test/render';

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast called from outside React and closes it on click', () => {
    render(<Providers>{null}</Providers>);
    act(() => {
      showToast({ kind: 'success', message: 'Link copied.' });
    });
    const toast = screen.getByText('Link copied.').closest('button')!;
    expect(toast.getAttribute('data-kind')).toBe('success');
    fireEvent.click(toast);
    expect(screen.queryByText('Link copied.')).toBeNull();
  });

  it('marks error toasts with the alert icon and success toasts with the check icon', () => {
    render(<Providers>{null}</Providers>);
    act(() => {
      showToast({ kind: 'error', message: 'Card deletion failed.' });
      showToast({ kind: 'success', message: 'Card deleted.' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Card deletion failed.');
    expect(screen.getByRole('img', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Card deleted.');
    expect(screen.getByRole('img', { name: 'Done' })).toBeTruthy();
  });

  it('closes by itself after its duration', () => {
    vi.useFakeTimers();
    render(<Providers>{null}</Providers>);
    act(() => {
      showToast({ kind: 'error', message: 'Payment failed.' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.error - 10));
    expect(screen.queryByText('Payment failed.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByText('Payment failed.')).toBeNull();
  });
});

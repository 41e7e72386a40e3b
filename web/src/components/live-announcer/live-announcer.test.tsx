// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, clearAnnouncements, LiveAnnouncer } from './index';

// The region a screen reader listens to: polite, whole, and throttled to one message per 2.5 s.

afterEach(() => {
  clearAnnouncements();
  cleanup();
  vi.useRealTimers();
});

describe('LiveAnnouncer', () => {
  it('says the first message at once and the latest of a burst after the interval, without taking the focus', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    render(
      <>
        <input aria-label="Total Offer" />
        <LiveAnnouncer />
      </>,
    );
    const field = screen.getByLabelText('Total Offer');
    field.focus();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('true');

    act(() => announce('New leading price: 340,000,000.00 IDR', 'leading-price'));
    expect(region.textContent?.trim()).toBe('New leading price: 340,000,000.00 IDR');
    act(() => {
      announce('New leading price: 339,000,000.00 IDR', 'leading-price');
      announce('New leading price: 338,000,000.00 IDR', 'leading-price');
    });
    expect(region.textContent?.trim()).toBe('New leading price: 340,000,000.00 IDR');
    act(() => vi.advanceTimersByTime(2500));
    expect(region.textContent?.trim()).toBe('New leading price: 338,000,000.00 IDR');
    expect(document.activeElement).toBe(field);
  });

  it('changes its text even when the same words come again, so they are spoken again', () => {
    vi.useFakeTimers();
    // The announcer is one per app: an hour after the first test, its interval is long over.
    vi.setSystemTime(new Date('2026-03-01T01:00:00Z'));
    render(<LiveAnnouncer />);
    const region = screen.getByRole('status');
    act(() => announce('Ends In 00:01:00'));
    const first = region.textContent;
    act(() => vi.advanceTimersByTime(3000));
    act(() => announce('Ends In 00:01:00'));
    expect(region.textContent).not.toBe(first);
    expect(region.textContent?.trim()).toBe('Ends In 00:01:00');
  });
});

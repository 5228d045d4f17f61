import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteEventPosition, takeEventPosition, whenEventPositionKnown } from './event-position';

afterEach(() => {
  takeEventPosition();
  vi.useRealTimers();
});

describe('the live channel position a page resumes from', () => {
  it('keeps the earliest position its answers named, and forgets it once taken', () => {
    noteEventPosition('42');
    noteEventPosition('40');
    noteEventPosition('45');
    noteEventPosition(null);
    noteEventPosition('not a position');
    expect(takeEventPosition()).toBe(40);
    expect(takeEventPosition()).toBeUndefined();
    noteEventPosition('0');
    expect(takeEventPosition()).toBe(0);
  });

  it('opens once the first answer names a position, not before', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    whenEventPositionKnown(open, 5000);
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
    noteEventPosition('7');
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when a position is known, and after the wait when none comes', () => {
    vi.useFakeTimers();
    noteEventPosition('3');
    const known = vi.fn();
    whenEventPositionKnown(known, 5000);
    expect(known).toHaveBeenCalledTimes(1);
    takeEventPosition();
    const none = vi.fn();
    whenEventPositionKnown(none, 5000);
    vi.advanceTimersByTime(4999);
    expect(none).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(none).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (signed out meanwhile)', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    const cancel = whenEventPositionKnown(open, 5000);
    cancel();
    noteEventPosition('9');
    vi.advanceTimersByTime(6000);
    expect(open).not.toHaveBeenCalled();
  });
});

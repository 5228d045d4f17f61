import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { loadProgress, progressBar, progressPercent } from './progress';

describe('progress bar', () => {
  it('fills the finished share of the bar', () => {
    expect(progressBar(0, 10, 10)).toBe('░'.repeat(10));
    expect(progressBar(5, 10, 10)).toBe('█'.repeat(5) + '░'.repeat(5));
    expect(progressBar(10, 10, 10)).toBe('█'.repeat(10));
    expect(progressBar(3, 0, 4)).toBe('████');
  });

  it('never reports more than 100 %', () => {
    expect(progressPercent(12, 10)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
  });

  it('renders label, bar, counts and failures, and updates on rerender', async () => {
    const Progress = await loadProgress();
    const view = render(<Progress label="approving" done={2} total={8} width={8} />);
    expect(view.lastFrame()).toBe('approving ██░░░░░░ 25% 2/8');
    view.rerender(<Progress label="approving" done={8} total={8} failed={3} width={8} />);
    expect(view.lastFrame()).toBe('approving ████████ 100% 8/8 3 failed');
    view.unmount();
  });
});

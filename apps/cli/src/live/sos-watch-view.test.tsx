import type { AlarmSummary } from '@careops/core/contract';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { LiveRun } from './live-stream';
import { AlarmTable, WatchApp, type FollowAlarms } from './sos-watch-view';
import { frameWhere } from '../console/view/test-console-env';

const alarm = (over: Partial<AlarmSummary>): AlarmSummary => ({
  id: 7, status: 'active', drill: true, escalationLevel: 0, escalateDueAt: null, nurse: { id: 1, name: 'Li Na' }, studio: { id: 1, name: 'Xuhui Station' },
  orderId: null, orderNo: null, address: 'No. 1', latitude: 0, longitude: 0, locationAt: 0, raisedAt: 1_000, acknowledgedAt: null, handler: null,
  closedAt: null, updatedAt: 0, version: 1, ...over,
});

describe('sos watch table', () => {
  it('shows one row per open alarm with its state, and says when it waits or is offline', () => {
    const view = render(<AlarmTable alarms={[alarm({}), alarm({ id: 8, status: 'acknowledged', drill: false, handler: { id: 2, name: 'Chen Jing' } })]} live now={61_000} />);
    const frame = view.lastFrame() ?? '';
    expect(frame).toContain('live');
    expect(frame).toMatch(/^7\s+active \(drill\)\s+Li Na/m);
    expect(frame).toMatch(/^8\s+acknowledged\s+Li Na.*Chen Jing/m);
    view.rerender(<AlarmTable alarms={[]} live={false} now={0} />);
    expect(view.lastFrame()).toContain('reconnecting');
    expect(view.lastFrame()).toContain('watching alarms');
  });

  it('reads the open alarms again as its stream connects: one raised after the first read still shows', async () => {
    const open = [alarm({ id: 7 })];
    let reads = 0;
    const readOpen = async () => {
      reads += 1;
      return [...open];
    };
    let handlers: Parameters<FollowAlarms>[0] | undefined;
    const follow: FollowAlarms = (given) => {
      handlers = given;
      const run: LiveRun = { done: new Promise(() => undefined), stop: () => undefined };
      return run;
    };
    const view = render(<WatchApp initial={await readOpen()} follow={follow} readOpen={readOpen} />);
    await frameWhere(view, (frame) => /^7\s+active/m.test(frame));
    // Raised after the first read, before the stream was open: no event will tell.
    open.push(alarm({ id: 9, raisedAt: 2_000 }));
    handlers?.onStatus(true);
    await frameWhere(view, (frame) => /^9\s+active/m.test(frame) && /^7\s+active/m.test(frame));
    expect(reads).toBe(2);
    view.unmount();
  });
});

import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { allowedActivationEvents, nextActivationStatus } from './activation-machine';
import { allowedReviewEvents, nextReviewStatus } from './qualification-review-machine';
import { allowedOrderEvents, nextOrderStatus } from './order-machine-steps';
import { allowedPriceChangeEvents, nextPriceChangeStatus } from './price-change-machine';
import { storedStatusAdapter } from './stored-status';

type LampEvent = { type: 'on' } | { type: 'off' } | { type: 'break'; force: number };
const lamp = setup({
  types: { events: {} as LampEvent, context: {} as { fuse: boolean } },
  guards: { strong: ({ event }) => event.type === 'break' && event.force > 5, fused: ({ context }) => context.fuse },
  actions: { ring: () => undefined },
}).createMachine({
  initial: 'dark',
  context: { fuse: true },
  states: {
    dark: { on: { on: { target: 'lit', guard: 'fused', actions: ['ring'] }, break: { target: 'broken', guard: 'strong' } } },
    lit: { on: { off: 'dark' } },
    broken: { type: 'final' },
  },
});
const stored = storedStatusAdapter<typeof lamp, 0 | 1 | 9, { fuse?: boolean }>({
  machine: lamp,
  stateOf: { 0: 'dark', 1: 'lit', 9: 'broken' },
  contextOf: (facts) => ({ fuse: facts?.fuse ?? true }),
});

describe('a machine seen from a stored status', () => {
  it('resolves the state of a stored status with the facts, and steps to a stored status with the actions', () => {
    expect(stored.snapshotOf(1)?.value).toBe('lit');
    expect(stored.step(0, { type: 'on' })).toEqual({ status: 1, actions: ['ring'] });
    expect(stored.step(0, { type: 'on' }, { fuse: false })).toBeNull();
    expect(stored.step(0, { type: 'break', force: 9 })).toEqual({ status: 9, actions: [] });
    expect(stored.step(0, { type: 'break', force: 1 })).toBeNull();
  });

  it('lists the allowed events in the order given', () => {
    const events: LampEvent[] = [{ type: 'off' }, { type: 'break', force: 9 }, { type: 'on' }];
    expect(stored.allowed(0, events).map((e) => e.type)).toEqual(['break', 'on']);
    expect(stored.allowed(9, events)).toEqual([]);
  });

  it('an unknown status has no snapshot, leads nowhere and allows nothing', () => {
    expect(stored.isStatus(5)).toBe(false);
    expect(stored.snapshotOf(5)).toBeNull();
    expect(stored.step(5, { type: 'on' })).toBeNull();
    expect(stored.allowed(5, [{ type: 'on' }])).toEqual([]);
  });

  it('every machine of core answers an unknown stored status the same way', () => {
    expect([nextOrderStatus(42, 'order.approve'), nextPriceChangeStatus(42, 'priceChange.approve'), nextActivationStatus(42, 'approve'), nextReviewStatus(42, 'approve')]).toEqual([null, null, null, null]);
    expect([allowedOrderEvents(42), allowedPriceChangeEvents(42), allowedActivationEvents(42), allowedReviewEvents(42)]).toEqual([[], [], [], []]);
  });
});

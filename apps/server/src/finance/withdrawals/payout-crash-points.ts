import type { Services } from '../../services';

/**
 * Test-only crash points of a payout (CAREOPS_TEST_PAYOUT_CRASH, honoured only with the test
 * hooks on): the process kills itself right after the intent is committed or right after the
 * gateway took the instruction, the two moments a crash could pay twice or lose a payout.
 */
export type PayoutCrashPoint = 'after-intent' | 'after-send';

export function crashAt(services: Services, point: PayoutCrashPoint): void {
  if (!services.config.testHooks) return;
  if (process.env.CAREOPS_TEST_PAYOUT_CRASH !== point) return;
  process.kill(process.pid, 'SIGKILL');
}

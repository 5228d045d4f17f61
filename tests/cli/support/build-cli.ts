import { ensureBuilt } from '../../support/ensure-built';

/** Builds apps/cli/dist/main.cjs when it is missing or older than its sources (the tests run the real bundle). */
export async function ensureCliBuilt(): Promise<void> {
  await ensureBuilt('cli');
}

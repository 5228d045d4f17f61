import type { CommandContext } from '../../commands/types';
import { randomId } from '../../format/random-id';
import { t } from '../../i18n/translate';
import type { ResourceField } from '../types';

/** The request key of a money-moving call's idempotency key (the server scopes it per record). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

/**
 * Gives a call that takes an idempotency key its key: the one given, or a new one, told to the
 * person (stderr on the CLI) so that re-running the same command with it moves nothing twice.
 */
export function ensureIdempotencyKey(ctx: CommandContext, fields: readonly ResourceField[], values: Record<string, unknown>, command: string): void {
  if (!fields.some((f) => f.key === IDEMPOTENCY_KEY_FIELD)) return;
  const given = values[IDEMPOTENCY_KEY_FIELD];
  if (typeof given === 'string' && given.trim() !== '') return;
  const key = `k${randomId()}`;
  values[IDEMPOTENCY_KEY_FIELD] = key;
  ctx.notice?.(t('resources.idempotencyKey.generated', { key, command }));
}

import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Failed sign-ins (for a username or from an address) after which the picture captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins per account per hour after which even the right password is refused (108). */
export const MAX_FAILURES_PER_HOUR = 100;
export const LOCK_WINDOW_MS = 60 * 60_000;

export type AttemptMethod = 'password' | 'sms' | 'changePassword';

export interface LoginPressure {
  /** The picture captcha must be solved before the credentials are checked. */
  captchaRequired: boolean;
  /** The account has used up its failures for the hour. */
  locked: boolean;
}

async function lastSuccess(db: Kysely<Database>, column: 'username' | 'address', value: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('at').as('at'))
    .where(column, '=', value)
    .where('success', '=', 1)
    .where('at', '>', since)
    .executeTakeFirst();
  return row?.at == null ? since : Number(row.at);
}

async function failuresSince(db: Kysely<Database>, column: 'username' | 'address', value: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('success', '=', 0)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How hard sign-in is for this username from this address. Captcha: 3 failures for the
 * username or from the address within 15 minutes, counted since the last success of that
 * username or address. Lock: 100 failures of the username within the hour, success or not.
 */
export async function loginPressure(db: Kysely<Database>, username: string, address: string, now = Date.now()): Promise<LoginPressure> {
  const hourFailures = await failuresSince(db, 'username', username, now - LOCK_WINDOW_MS);
  if (hourFailures >= MAX_FAILURES_PER_HOUR) return { captchaRequired: true, locked: true };
  const windowStart = now - CAPTCHA_WINDOW_MS;
  const byUser = await failuresSince(db, 'username', username, await lastSuccess(db, 'username', username, windowStart));
  if (byUser >= CAPTCHA_AFTER_FAILURES) return { captchaRequired: true, locked: false };
  const byAddress = await failuresSince(db, 'address', address, await lastSuccess(db, 'address', address, windowStart));
  return { captchaRequired: byAddress >= CAPTCHA_AFTER_FAILURES, locked: false };
}

/** Whether the account has used up its failed sign-ins for the hour. */
export async function isLocked(db: Kysely<Database>, username: string, now = Date.now()): Promise<boolean> {
  return (await failuresSince(db, 'username', username, now - LOCK_WINDOW_MS)) >= MAX_FAILURES_PER_HOUR;
}

export async function recordAttempt(
  db: Kysely<Database>,
  attempt: { username: string; address: string; success: boolean; method: AttemptMethod },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ username: attempt.username.slice(0, 200), address: attempt.address, at: now, success: attempt.success ? 1 : 0, method: attempt.method })
    .execute();
}

export const tooManyAttempts = () => new CareOpsError('tooManyAttempts', t('error.tooManyAttempts'));

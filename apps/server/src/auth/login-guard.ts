import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { lockAttemptKeys } from './attempt-locks';
import { captchaError, consumeCaptcha } from './captcha';

/** Failed sign-ins (for a username or from an address) after which the picture captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins per account per hour after which even the right password is refused (108). */
export const MAX_FAILURES_PER_HOUR = 100;
export const LOCK_WINDOW_MS = 60 * 60_000;

export type AttemptMethod = 'password' | 'sms' | 'changePassword';

interface LoginPressure {
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
 * Attempts in flight count as failures (see reserveAttempt).
 */
async function loginPressure(db: Kysely<Database>, username: string, address: string, now: number): Promise<LoginPressure> {
  const hourFailures = await failuresSince(db, 'username', username, now - LOCK_WINDOW_MS);
  if (hourFailures >= MAX_FAILURES_PER_HOUR) return { captchaRequired: true, locked: true };
  const windowStart = now - CAPTCHA_WINDOW_MS;
  const byUser = await failuresSince(db, 'username', username, await lastSuccess(db, 'username', username, windowStart));
  if (byUser >= CAPTCHA_AFTER_FAILURES) return { captchaRequired: true, locked: false };
  const byAddress = await failuresSince(db, 'address', address, await lastSuccess(db, 'address', address, windowStart));
  return { captchaRequired: byAddress >= CAPTCHA_AFTER_FAILURES, locked: false };
}

export interface AttemptRequest {
  /** The account tried (a username, or the phone of an SMS sign-in). */
  username: string;
  address: string;
  method: AttemptMethod;
  /**
   * Whether the picture captcha applies: sign-in only. Changing a password (a signed-in caller,
   * possibly the CLI, which cannot show a picture) and SMS sign-in (the code is the challenge)
   * only meet the hourly lock.
   */
  captchaApplies: boolean;
  captchaId?: string | undefined;
  captchaCode?: string | undefined;
}

/** Why an attempt was refused before the credentials were looked at. */
export type RefusedAttempt = 'locked' | 'captchaMissing' | 'captchaWrong';

export type Reservation = { ok: true; attemptId: number } | { ok: false; refused: RefusedAttempt };

/**
 * Reserves one attempt before the credentials are checked: in one transaction that holds the
 * username's and the address's locks, it reads the pressure, uses up the captcha when one is
 * demanded, and records the attempt as a failure. Simultaneous requests are counted one by
 * one, so the 4th concurrent guess already needs a captcha and the 101st within the hour is
 * refused, whatever the concurrency. A proven attempt is turned into a success (settleAttempt).
 * A refusal is answered as a value (the captcha stays used up: its transaction commits).
 */
export async function reserveAttempt(db: Kysely<Database>, dialect: DialectName, request: AttemptRequest, now = Date.now()): Promise<Reservation> {
  const username = request.username.slice(0, 200);
  return db.transaction().execute(async (trx): Promise<Reservation> => {
    await lockAttemptKeys(trx, dialect, [`attempt:user:${username}`, `attempt:address:${request.address}`]);
    const pressure = await loginPressure(trx, username, request.address, now);
    if (pressure.locked) return { ok: false, refused: 'locked' };
    if (pressure.captchaRequired && request.captchaApplies) {
      if (!request.captchaId || !request.captchaCode) return { ok: false, refused: 'captchaMissing' };
      if (!(await consumeCaptcha(trx, request.captchaId, request.captchaCode, now))) return { ok: false, refused: 'captchaWrong' };
    }
    const row = await trx
      .insertInto('login_attempts')
      .values({ username, address: request.address, at: now, success: 0, method: request.method })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, attemptId: row.id };
  });
}

const tooManyAttempts = () => new CareOpsError('tooManyAttempts', t('error.tooManyAttempts'));

/** The error a refused attempt answers: 108 (locked) or 107 (captcha). */
export function refusal(refused: RefusedAttempt): CareOpsError {
  return refused === 'locked' ? tooManyAttempts() : captchaError(refused === 'captchaWrong');
}

/** Marks a reserved attempt as a success (it resets the captcha counters of its username and address). */
export async function settleAttempt(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db.updateTable('login_attempts').set({ success: 1 }).where('id', '=', attemptId).execute();
}

/** Forgets a reserved attempt that proved the credentials without signing in (a password change). */
export async function releaseAttempt(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
}


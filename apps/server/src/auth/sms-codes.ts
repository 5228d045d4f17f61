import { randomBytes, randomInt } from 'node:crypto';
import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sameDigest, sha256 } from './tokens';

/** SMS codes asked for one phone within an hour before 108. */
export const MAX_CODES_PER_HOUR = 10;
/** Wrong tries that burn a code. */
export const MAX_CODE_ATTEMPTS = 5;
const HOUR = 3_600_000;

const codeHash = (salt: string, phone: string, code: string) => sha256(`${salt}:${phone}:${code}`);

export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A phone shown in logs and audit rows: 138****0001. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/**
 * Refuses a new code when one was sent to the phone less than `resendMs` ago (108 saying how
 * long to wait) or when the hour's allowance is used up (108). `sentAt` are the times codes were
 * sent to the phone within the hour, newest first.
 */
export function checkSmsAllowance(sentAt: number[], resendMs: number, now = Date.now()): void {
  const latest = sentAt[0];
  if (latest !== undefined && now - latest < resendMs) {
    const seconds = Math.ceil((resendMs - (now - latest)) / 1000);
    throw new CareOpsError('tooManyAttempts', t('error.smsTooSoon', { seconds }), { details: { retryAfter: seconds } });
  }
  if (sentAt.length >= MAX_CODES_PER_HOUR) throw new CareOpsError('tooManyAttempts', t('error.tooManyAttempts'));
}

/** When codes were sent to a phone within the hour, newest first (at most the hour's allowance). */
export async function codesSentTo(db: Kysely<Database>, phone: string, now = Date.now()): Promise<number[]> {
  const rows = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .where('created_at', '>', now - HOUR)
    .orderBy('created_at', 'desc')
    .limit(MAX_CODES_PER_HOUR)
    .execute();
  return rows.map((r) => r.created_at);
}

/** Stores a new code (hashed) for the phone, burning any earlier live one; answers its id. */
export async function storeSmsCode(
  db: Kysely<Database>,
  entry: { phone: string; userId: number | null; code: string; address: string; ttlMs: number },
  now = Date.now(),
): Promise<number> {
  await db.updateTable('sms_codes').set({ used_at: now }).where('phone', '=', entry.phone).where('used_at', 'is', null).execute();
  const salt = randomBytes(16).toString('hex');
  const row = await db
    .insertInto('sms_codes')
    .values({
      phone: entry.phone,
      user_id: entry.userId,
      code_hash: codeHash(salt, entry.phone, entry.code),
      salt,
      address: entry.address,
      created_at: now,
      expires_at: now + entry.ttlMs,
      used_at: null,
      attempts: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type CodeCheck =
  | { ok: true; codeId: number; userId: number | null }
  | { ok: false; codeId: number | null; burned: boolean };

/**
 * Checks a code against the phone's live one. The try is counted before the comparison, in one
 * statement (so simultaneous tries are counted one by one, and at most MAX_CODE_ATTEMPTS are
 * ever compared); the last allowed wrong try burns the code. Right: the code is used up (once
 * only, even under concurrent tries).
 */
export async function checkSmsCode(db: Kysely<Database>, phone: string, code: string, now = Date.now()): Promise<CodeCheck> {
  const live = await db
    .selectFrom('sms_codes')
    .select('id')
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live) return { ok: false, codeId: null, burned: false };
  const tried = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning(['user_id', 'code_hash', 'salt', 'attempts'])
    .executeTakeFirst();
  if (!tried) return { ok: false, codeId: live.id, burned: true };
  if (sameDigest(tried.code_hash, codeHash(tried.salt, phone, code))) {
    const used = await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', live.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) === 1) return { ok: true, codeId: live.id, userId: tried.user_id };
    return { ok: false, codeId: live.id, burned: true };
  }
  const burned = tried.attempts >= MAX_CODE_ATTEMPTS;
  if (burned) await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', live.id).where('used_at', 'is', null).execute();
  return { ok: false, codeId: live.id, burned };
}

export const smsCodeWrong = () => new CareOpsError('smsCodeWrong', t('error.smsCodeWrong'), { field: 'code' });

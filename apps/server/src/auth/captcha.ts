import { randomBytes } from 'node:crypto';
import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rememberCaptcha, type TestHookState } from '../test-hooks/state';
import { sameDigest, sha256 } from './tokens';

// svg-captcha loads its font on import; only sign-ins under pressure pay for it.
let library: Promise<typeof import('svg-captcha')> | undefined;
const svgCaptcha = () => (library ??= import('svg-captcha'));

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

export interface IssuedCaptcha {
  captchaId: string;
  image: string;
  /** Seconds. */
  expiresIn: number;
}

/** Live captchas one address may hold: drawing another forgets its oldest (the table stays bounded). */
const CAPTCHAS_PER_ADDRESS = 5;

/**
 * Draws a 4-character picture captcha and stores the hash of its answer. An address holds at
 * most CAPTCHAS_PER_ADDRESS unexpired ones; the rest expire and are pruned (housekeeping).
 */
export async function issueCaptcha(
  db: Kysely<Database>,
  request: { username?: string | undefined; address: string; ttlMs: number; hooks: TestHookState | null },
  now = Date.now(),
): Promise<IssuedCaptcha> {
  const captcha = await svgCaptcha();
  const drawn = captcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilIj', color: true, background: '#f4f6fa', width: 120, height: 40 });
  const id = randomBytes(16).toString('base64url');
  await db
    .deleteFrom('captchas')
    .where('address', '=', request.address)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('captchas').select('id').where('address', '=', request.address).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(CAPTCHAS_PER_ADDRESS - 1),
    )
    .execute();
  await db
    .insertInto('captchas')
    .values({
      id,
      answer_hash: answerHash(id, drawn.text),
      username: request.username ? request.username.slice(0, 200) : null,
      address: request.address,
      created_at: now,
      expires_at: now + request.ttlMs,
      used_at: null,
    })
    .execute();
  rememberCaptcha(request.hooks, id, drawn.text);
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(drawn.data).toString('base64')}`,
    expiresIn: Math.round(request.ttlMs / 1000),
  };
}

/**
 * Uses up a captcha (whatever the answer: each is good for one try) and answers whether the
 * answer was right and in time. Case does not matter.
 */
export async function consumeCaptcha(db: Kysely<Database>, id: string, answer: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  return row !== undefined && sameDigest(row.answer_hash, answerHash(id, answer));
}

/** 107, telling the client to show (or refresh) the picture captcha. */
export const captchaError = (wrong: boolean) =>
  new CareOpsError('captchaRequired', wrong ? t('error.captchaWrong') : t('error.captchaRequired'), {
    details: { captchaRequired: true },
    ...(wrong ? { field: 'captchaCode' } : {}),
  });

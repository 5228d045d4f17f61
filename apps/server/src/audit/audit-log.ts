import type { Kysely } from 'kysely';
import type { Channel, Database } from '../db/schema';

/** Who made a change and from where; filled from the request. */
export interface AuditOrigin {
  actorId: number | null;
  channel: Channel;
  address: string;
}

/** What changed. `before`/`after` are stored as JSON with secrets removed. */
export interface AuditEntry {
  /** Dotted verb, e.g. 'auth.login', 'systemUser.update'. */
  action: string;
  /** Table-like name of the record, e.g. 'system_user', 'session'. */
  entity: string;
  entityId?: number | null;
  before?: unknown;
  after?: unknown;
  /** Overrides the origin's actor (sign-in: the user who just signed in). */
  actorId?: number | null;
}

// A bare `code` is a role's or a permission node's code, which the trail must show; a
// verification code is always named as one (smsCode, captchaCode, verifyCode).
const secretKey = /pass(word)?|token|hash|secret|salt|^(sms|captcha|verify|verification)code$/i;

/** A JSON text of `value` with secret-looking keys blanked; null for undefined. */
export function auditJson(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(value, (key, v: unknown) => (key && secretKey.test(key) ? '[redacted]' : v));
}

/** Writes one audit row with `db`, which should be the transaction of the change itself. */
export async function writeAudit(db: Kysely<Database>, origin: AuditOrigin, entry: AuditEntry, at = Date.now()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId === undefined ? origin.actorId : entry.actorId,
      channel: origin.channel,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      before_json: auditJson(entry.before),
      after_json: auditJson(entry.after),
      at,
      address: origin.address,
    })
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SmsMessage {
  phone: string;
  text: string;
}

/**
 * Delivers text messages. `db` is the transaction of the change that sends the message, so a
 * gateway that queues (like the default) commits or rolls back with it.
 */
export interface SmsGateway {
  send(db: Kysely<Database>, message: SmsMessage): Promise<void>;
}

/**
 * The default gateway: writes the message to the `sms_outbox` table, and only there (a sign-in
 * code is a secret: it never reaches the log). A real carrier plugs in behind the same interface.
 */
export function outboxSmsGateway(): SmsGateway {
  return {
    async send(db, message) {
      await db.insertInto('sms_outbox').values({ phone: message.phone, text: message.text, status: 'sent', created_at: Date.now() }).execute();
    },
  };
}

import { t } from '@careops/core/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutgoingMessage {
  recordId: number;
  /** 'announcement' (staff, message center), 'sms', 'app'. */
  channel: string;
  title: string;
  body: string;
}

export interface MessageAddress {
  /** The message_recipients row. */
  rowId: number;
  kind: 'staff' | 'member' | 'nurse';
  /** The staff account (message center) or member/nurse id; null when unknown. */
  recipientId: number | null;
  name: string;
  /** A phone, or the staff username. */
  address: string;
}

export interface Delivery {
  status: 'delivered' | 'failed' | 'pending';
  error?: string;
}

/**
 * Delivers messages to people. `db` is the transaction of the change that sends them, so a
 * gateway that queues (like the default) commits or rolls back with it. Answers one delivery
 * per address, in order.
 */
export interface MessageGateway {
  deliver(db: Kysely<Database>, message: OutgoingMessage, to: MessageAddress[]): Promise<Delivery[]>;
}

const CHUNK = 200;

/**
 * The default gateway: an outbox row per recipient, a message-center notification for each
 * staff recipient (kind 'announcement'), and one log line. Everything is delivered at once.
 */
export function outboxMessageGateway(log: Pick<FastifyBaseLogger, 'info'>): MessageGateway {
  return {
    async deliver(db, message, to) {
      const now = Date.now();
      for (let i = 0; i < to.length; i += CHUNK) {
        const chunk = to.slice(i, i + CHUNK);
        await db
          .insertInto('message_outbox')
          .values(chunk.map((r) => ({ record_id: message.recordId, recipient_row_id: r.rowId, channel: message.channel, address: r.address, title: message.title, body: message.body, status: 'sent', created_at: now })))
          .execute();
        const staff = chunk.filter((r) => r.kind === 'staff' && r.recipientId !== null);
        if (staff.length) {
          await db
            .insertInto('staff_messages')
            .values(staff.map((r) => ({ user_id: r.recipientId ?? 0, kind: 'announcement', title: message.title, body: message.body, link: null, read_at: null, created_at: now, updated_at: now })))
            .execute();
        }
      }
      log.info(t('system.message.logLine', { id: message.recordId, title: message.title, count: to.length }));
      return to.map(() => ({ status: 'delivered' as const }));
    },
  };
}

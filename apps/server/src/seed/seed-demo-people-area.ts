import { CUSTOMER_SOURCES, FOLLOW_UP_CHANNELS, NURSE_DOCUMENT_KINDS } from '@careops/core/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { personName } from './demo-base';
import type { DemoBase } from './seed-demo-base';

const DAY = 86_400_000;

const rejectionReasons = ['Practice licence photo is unreadable', 'Employment letter is missing the hospital seal', 'ID card has expired'];
const cardRejections = ['Card photo is blurred', 'The holder name does not match the ID card', 'The card number could not be verified'];
const disabilityKinds = ['visual', 'hearing', 'speech', 'physical', 'intellectual', 'mental', 'multiple'];
const followUpNotes = [
  'Called, interested in home infusion for her father.',
  'Sent the price list of the wound care month.',
  'Visited the family; the patient needs post-surgery care.',
  'No answer; will try again next week.',
  'Asked for a nurse who speaks Cantonese.',
  'Signed up in the app; first order expected soon.',
];

/** The demo image of a qualification document (served by people/demo-documents.ts). */
const documentUrl = (nurseId: number, kind: string) => `/demo/documents/n${nurseId}-${kind}.svg`;
const cardUrl = (cardId: number, side: 'front' | 'back') => `/demo/documents/c${cardId}-${side}.svg`;

/**
 * People-area demo data: a qualification application (with its six documents) for every demo
 * nurse — under review for the pending ones, approved for active and suspended ones, rejected
 * with a reason for the rejected ones — 40 assistive cards across the four activation statuses
 * (some activated ones ending within days), and 25 customers with follow-ups. Deterministic
 * (base.rng), a few hundred rows.
 */
export async function seedDemoPeopleArea(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const { now, rng, adminId } = base;
  const stamp = (at: number) => ({ created_at: at, updated_at: at });

  // Qualification applications: nurse status 0 pending → 2 under review, 1/2 → approved, 3 → rejected.
  for (const [i, nurse] of base.nurses.entries()) {
    const submitted = now - (nurse.status === 0 ? rng.int(1, 72) * 3_600_000 : rng.int(60, 400) * DAY);
    const status = nurse.status === 0 ? 2 : nurse.status === 3 ? 0 : 1;
    const decided = status === 2 ? null : submitted + rng.int(1, 48) * 3_600_000;
    const application = await trx
      .insertInto('nurse_applications')
      .values({
        nurse_id: nurse.id, studio_id: nurse.studioId, status, attempt: status === 2 && i % 2 === 0 ? 2 : 1, submitted_at: submitted,
        decided_at: decided, decided_by: decided === null ? null : adminId, reason: status === 0 ? rng.pick(rejectionReasons) : '',
        version: status === 2 ? 1 : 2, ...stamp(submitted),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('nurse_documents')
      .values(NURSE_DOCUMENT_KINDS.map((kind) => ({ application_id: application.id, kind, url: documentUrl(nurse.id, kind), created_at: submitted })))
      .execute();
  }

  // Assistive cards: 12 under review, 14 activated (4 ending within 10 days), 7 rejected, 7 expired.
  const patients = await trx.selectFrom('patients').select(['id', 'member_id', 'name', 'id_number']).orderBy('id').execute();
  for (let i = 0; i < 40; i++) {
    const patient = patients[(i * 7) % patients.length];
    if (!patient) break;
    const status = i < 12 ? 2 : i < 26 ? 1 : i < 33 ? 0 : 3;
    const submitted = now - (status === 2 ? rng.int(1, 96) * 3_600_000 : rng.int(30, 700) * DAY);
    const validFrom = submitted - rng.int(0, 30) * DAY;
    const validUntil =
      status === 3 ? now - rng.int(1, 120) * DAY : status === 1 && i < 16 ? now + (2 + (i - 12) * 2) * DAY : validFrom + rng.int(2, 5) * 365 * DAY;
    const decided = status === 2 ? null : submitted + rng.int(2, 72) * 3_600_000;
    const card = await trx
      .insertInto('assistive_cards')
      .values({
        member_id: patient.member_id, patient_id: i % 4 === 3 ? null : patient.id, card_no: `DC${String(31010500 + i * 37).padStart(10, '0')}`,
        holder_name: i % 4 === 3 ? personName(rng) : patient.name, id_number: patient.id_number, disability_kind: rng.pick(disabilityKinds),
        disability_level: rng.int(1, 4), status, valid_from: validFrom, valid_until: validUntil, submitted_at: submitted, decided_at: decided,
        decided_by: decided === null ? null : adminId, reason: status === 0 ? rng.pick(cardRejections) : '', attempt: status === 2 && i % 3 === 0 ? 2 : 1,
        version: status === 2 ? 1 : status === 3 ? 3 : 2, ...stamp(submitted),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('assistive_cards').set({ front_url: cardUrl(card.id, 'front'), back_url: cardUrl(card.id, 'back') }).where('id', '=', card.id).execute();
  }

  // Customers (leads) with follow-ups: some at headquarters (no studio), the rest spread over the studios.
  const statuses = ['new', 'following', 'following', 'converted', 'lost'] as const;
  const activeStudios = base.studioIds.slice(0, 4);
  for (let i = 0; i < 25; i++) {
    const created = now - rng.int(1, 120) * DAY;
    const status = statuses[i % statuses.length] ?? 'new';
    const customer = await trx
      .insertInto('customers')
      .values({
        name: personName(rng), phone: `1373000${String(i + 1).padStart(4, '0')}`, source: rng.pick(CUSTOMER_SOURCES), status,
        studio_id: i % 5 === 4 ? null : (activeStudios[i % activeStudios.length] ?? null), owner_id: i % 3 === 0 ? adminId : null,
        member_id: status === 'converted' ? (base.members[i]?.id ?? null) : null, note: i % 4 === 0 ? 'Prefers calls in the evening.' : '',
        next_follow_up_at: status === 'following' || status === 'new' ? now + rng.int(1, 14) * DAY : null, ...stamp(created),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = status === 'new' ? 0 : rng.int(1, 4);
    if (count) {
      await trx
        .insertInto('customer_follow_ups')
        .values(Array.from({ length: count }, (_, k) => ({ customer_id: customer.id, at: Math.min(now - (count - k) * 3_600_000, created + (k + 1) * rng.int(1, 5) * DAY), by_user_id: adminId, channel: rng.pick(FOLLOW_UP_CHANNELS), content: rng.pick(followUpNotes) })))
        .execute();
    }
  }
}

import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { demoCategories, demoPackages, demoServices, followUpQuestions, idCardNumber, nurseTitles, personName, regionsOfStudio, skills, streets } from './demo-base';
import { createPrng, type Prng } from './prng';

const DAY = 86_400_000;

/** What the base demo seed made, for the area seeds that follow it (applications, cards, orders). */
export interface DemoBase {
  now: number;
  rng: Prng;
  adminId: number;
  studioIds: number[];
  members: Array<{ id: number; phone: string }>;
  patients: Array<{ id: number; memberId: number; address: string; region: string }>;
  nurses: Array<{ id: number; studioId: number; title: string; status: number }>;
  services: Array<{ id: number; priceCents: number; requiredTitle: string; producesWaste: boolean }>;
  packages: Array<{ id: number; priceCents: number }>;
}

const relationships = ['self', 'couple', 'parents', 'children', 'relatives', 'friends', 'colleagues'];

/** Members (60) with their patients, nurses (8 per studio), the catalogue and follow-up questions. */
export async function seedDemoBase(trx: Transaction<Database>, studioIds: number[], adminId: number, now: number): Promise<DemoBase> {
  const rng = createPrng(20261122);
  const stamp = (ageDays: number) => ({ created_at: now - ageDays * DAY, updated_at: now - ageDays * DAY });
  const base: DemoBase = { now, rng, adminId, studioIds, members: [], patients: [], nurses: [], services: [], packages: [] };

  const categoryIds: number[] = [];
  for (const [i, name] of demoCategories.entries()) {
    const row = await trx.insertInto('service_categories').values({ name, sort: i + 1, ...stamp(400) }).returning('id').executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  for (const s of demoServices) {
    const row = await trx
      .insertInto('services')
      .values({ category_id: categoryIds[s.category] ?? 0, name: s.name, price_cents: s.priceCents, duration_minutes: s.durationMinutes, required_title: s.requiredTitle, agreement_id: null, consumable_pack_id: null, produces_waste: s.producesWaste ? 1 : 0, description: s.description, ...stamp(390) })
      .returning('id')
      .executeTakeFirstOrThrow();
    base.services.push({ id: row.id, priceCents: s.priceCents, requiredTitle: s.requiredTitle, producesWaste: s.producesWaste });
  }
  for (const p of demoPackages) {
    const row = await trx.insertInto('packages').values({ name: p.name, price_cents: p.priceCents, validity_days: p.validityDays, ...stamp(380) }).returning('id').executeTakeFirstOrThrow();
    base.packages.push({ id: row.id, priceCents: p.priceCents });
    await trx.insertInto('package_items').values(p.items.map(([service, times]) => ({ package_id: row.id, service_id: base.services[service]?.id ?? 0, times }))).execute();
  }
  for (const [i, q] of followUpQuestions.entries()) {
    await trx.insertInto('follow_up_questions').values({ type: q.type, question: q.question, sort: i + 1, ...stamp(380) }).execute();
  }

  for (let i = 1; i <= 60; i++) {
    const phone = `1370000${String(i).padStart(4, '0')}`;
    const name = personName(rng);
    const row = await trx
      .insertInto('members')
      .values({ phone, nickname: name.split(' ')[1] ?? name, real_name: name, gender: rng.pick(['male', 'female']), status: i % 17 === 0 ? 0 : 1, ecoin_cents: rng.int(0, 50) * 100, last_login_at: now - rng.int(0, 60) * DAY, ...stamp(300 - i * 4) })
      .returning('id')
      .executeTakeFirstOrThrow();
    base.members.push({ id: row.id, phone });
    const count = 1 + (i % 3 === 0 ? 1 : 0);
    for (let k = 0; k < count; k++) {
      const relationship = k === 0 ? 'self' : rng.pick(relationships.slice(1));
      const region = rng.pick(regionsOfStudio.slice(0, 4));
      const address = `${rng.int(1, 300)} ${rng.pick(streets)}, ${region}`;
      const passport = i % 11 === 0 && k === 1;
      const birthYear = relationship === 'parents' ? rng.int(1935, 1960) : rng.int(1960, 2000);
      const patient = await trx
        .insertInto('patients')
        .values({
          member_id: row.id, name: k === 0 ? name : personName(rng), relationship,
          id_type: passport ? 'passport' : 'id-card', id_number: passport ? `E${rng.int(10_000_000, 99_999_999)}` : idCardNumber(rng, birthYear),
          gender: rng.pick(['male', 'female']), birth_date: `${birthYear}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
          phone: `1372000${String(base.patients.length + 1).padStart(4, '0')}`, region, address,
          health_notes: rng.pick(['', 'Hypertension, on medication.', 'Diabetes type 2.', 'Allergic to penicillin.', 'Recovering from hip surgery.']),
          ...stamp(290 - i * 4),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      base.patients.push({ id: patient.id, memberId: row.id, address, region });
    }
  }

  let n = 0;
  for (const [s, studioId] of studioIds.entries()) {
    for (let k = 0; k < 8; k++) {
      n++;
      // per studio: 5 active, 1 suspended, 1 pending qualification, 1 rejected (studio 0: an active one's licence has lapsed)
      const status = k < 5 ? 1 : k === 5 ? 2 : k === 6 ? 0 : 3;
      const expires = k === 4 && s === 0 ? now - 10 * DAY : k === 3 ? now + (5 + s * 4) * DAY : now + rng.int(200, 1_000) * DAY;
      const title = nurseTitles[(k + s) % nurseTitles.length] ?? 'nurse';
      const row = await trx
        .insertInto('nurses')
        .values({
          studio_id: studioId, name: personName(rng), phone: `1371000${String(n).padStart(4, '0')}`, gender: k % 5 === 0 ? 'male' : 'female',
          id_number: idCardNumber(rng, rng.int(1975, 1995)), title, years_of_practice: rng.int(5, 25),
          skills: JSON.stringify([rng.pick(skills), rng.pick(skills)].filter((v, i, a) => a.indexOf(v) === i)),
          certificate_no: `RN${studioId}${String(n).padStart(6, '0')}`, certificate_expires_at: expires, status,
          rating_x10: status === 1 ? rng.int(38, 50) : 0, ...stamp(200 - n * 3),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      base.nurses.push({ id: row.id, studioId, title, status });
    }
  }
  return base;
}

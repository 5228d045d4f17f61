import { demoCategories, demoPackages, demoServices, familyNames, givenNames, idCardNumber, nurseTitles, regionsOfStudio, skills, streets } from '../demo-base';
import type { Prng } from '../prng';
import type { BulkWriter, TableShape } from './bulk-writer';
import { DAY, MEMBER_SPAN_DAYS, type ScalePlan } from './scale-plan';

/**
 * Studios, nurses, members, patients and (when the database has none) the catalogue of the
 * scale data set, and what the orders need to refer to them. Phones: members 150xxxxxxxx,
 * patients 151xxxxxxxx, nurses 152xxxxxxxx (no demo or test range uses them).
 */
export interface ScalePeople {
  studioIds: number[];
  studioRegions: string[];
  /** Per studio, per service title rank (0…4): active nurses whose title is at least that rank. */
  nursesFit: number[][][];
  nurseNames: Map<number, string>;
  memberIdBase: number;
  memberNames: string[];
  /** Member i joined at memberJoinedAt(i), ascending in i. */
  memberJoinedAt(index: number): number;
  patientIdBase: number;
  patientAddresses: string[];
  services: Array<{ id: number; name: string; priceCents: number; rank: number; producesWaste: boolean }>;
  packages: Array<{ id: number; name: string; priceCents: number }>;
}

/** Rows per insert call (and per progress line). */
export const CHUNK = 20_000;

const entity = (extra: Array<readonly [string, 'int4' | 'int8' | 'text' | 'float8']>): TableShape['columns'] => [['id', 'int4'], ...extra, ['created_at', 'int8'], ['updated_at', 'int8']];

const shapes = {
  studios: { name: 'studios', columns: entity([['name', 'text'], ['practice_licence_no', 'text'], ['business_licence_no', 'text'], ['contact_name', 'text'], ['phone', 'text'], ['region', 'text'], ['address', 'text'], ['service_radius_km', 'int4'], ['status', 'int4']]) },
  nurses: { name: 'nurses', columns: entity([['studio_id', 'int4'], ['name', 'text'], ['phone', 'text'], ['gender', 'text'], ['id_number', 'text'], ['title', 'text'], ['years_of_practice', 'int4'], ['skills', 'text'], ['certificate_no', 'text'], ['certificate_expires_at', 'int8'], ['status', 'int4'], ['rating_x10', 'int4']]) },
  members: { name: 'members', columns: entity([['phone', 'text'], ['nickname', 'text'], ['real_name', 'text'], ['gender', 'text'], ['status', 'int4'], ['ecoin_cents', 'int8'], ['last_login_at', 'int8']]) },
  patients: { name: 'patients', columns: entity([['member_id', 'int4'], ['name', 'text'], ['relationship', 'text'], ['id_type', 'text'], ['id_number', 'text'], ['gender', 'text'], ['birth_date', 'text'], ['phone', 'text'], ['region', 'text'], ['address', 'text'], ['health_notes', 'text']]) },
  categories: { name: 'service_categories', columns: entity([['name', 'text'], ['sort', 'int4']]) },
  services: { name: 'services', columns: entity([['category_id', 'int4'], ['name', 'text'], ['price_cents', 'int8'], ['duration_minutes', 'int4'], ['required_title', 'text'], ['produces_waste', 'int4'], ['description', 'text']]) },
  packages: { name: 'packages', columns: entity([['name', 'text'], ['price_cents', 'int8'], ['validity_days', 'int4'], ['description', 'text']]) },
  packageItems: { name: 'package_items', columns: [['package_id', 'int4'], ['service_id', 'int4'], ['times', 'int4']] },
} satisfies Record<string, TableShape>;

/** The tables whose ids the scale seed sets itself. */
export const peopleTables = ['studios', 'nurses', 'members', 'patients', 'service_categories', 'services', 'packages'];

const relationships = ['couple', 'parents', 'children', 'relatives', 'friends', 'colleagues'];
const healthNotes = ['', '', 'Hypertension, on medication.', 'Diabetes type 2.', 'Allergic to penicillin.', 'Recovering from hip surgery.', 'Bedridden, needs two carers.'];
const phoneOf = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;
const rankOf = (title: string) => Math.max(0, nurseTitles.indexOf(title as (typeof nurseTitles)[number]));

async function nextId(writer: BulkWriter, table: string): Promise<number> {
  const [row] = await writer.query(`select coalesce(max(id), 0) as id from ${table}`);
  return Number(row?.id ?? 0) + 1;
}

async function seedCatalogue(writer: BulkWriter, anchor: number): Promise<Pick<ScalePeople, 'services' | 'packages'>> {
  const existing = await writer.query('select id, name, price_cents, required_title, produces_waste from services order by id');
  if (existing.length) {
    const packages = await writer.query('select id, name, price_cents from packages order by id');
    return {
      services: existing.map((s) => ({ id: Number(s.id), name: String(s.name), priceCents: Number(s.price_cents), rank: rankOf(String(s.required_title)), producesWaste: Number(s.produces_waste) === 1 })),
      packages: packages.map((p) => ({ id: Number(p.id), name: String(p.name), priceCents: Number(p.price_cents) })),
    };
  }
  const at = anchor - 1_000 * DAY;
  const categoryBase = await nextId(writer, 'service_categories');
  await writer.insert(shapes.categories, demoCategories.map((name, i) => [categoryBase + i, name, i + 1, at, at]));
  const serviceBase = await nextId(writer, 'services');
  const services = demoServices.map((s, i) => ({ id: serviceBase + i, name: s.name, priceCents: s.priceCents, rank: rankOf(s.requiredTitle), producesWaste: s.producesWaste }));
  await writer.insert(shapes.services, demoServices.map((s, i) => [serviceBase + i, categoryBase + s.category, s.name, s.priceCents, s.durationMinutes, s.requiredTitle, s.producesWaste ? 1 : 0, s.description, at, at]));
  const packageBase = await nextId(writer, 'packages');
  const packages = demoPackages.map((p, i) => ({ id: packageBase + i, name: p.name, priceCents: p.priceCents }));
  await writer.insert(shapes.packages, demoPackages.map((p, i) => [packageBase + i, p.name, p.priceCents, p.validityDays, '', at, at]));
  await writer.insert(shapes.packageItems, demoPackages.flatMap((p, i) => p.items.map(([service, times]) => [packageBase + i, serviceBase + service, times])));
  return { services, packages };
}

/** Inserts the people and the catalogue; `progress(table, done, total)` after each chunk. */
export async function seedScalePeople(writer: BulkWriter, plan: ScalePlan, rng: Prng, progress: (table: string, done: number, total: number) => void): Promise<ScalePeople> {
  const { anchor } = plan;
  const catalogue = await seedCatalogue(writer, anchor);

  const studioBase = await nextId(writer, 'studios');
  const studioIds = Array.from({ length: plan.studios }, (_, i) => studioBase + i);
  const studioRegions = studioIds.map((_, i) => regionsOfStudio[i % regionsOfStudio.length] ?? '');
  const studioAt = anchor - 1_000 * DAY;
  await writer.insert(
    shapes.studios,
    studioIds.map((id, i) => {
      const n = String(i + 1).padStart(2, '0');
      const region = studioRegions[i] ?? '';
      return [id, `Scale Nursing Station ${n} (${region.split(' / ')[1] ?? region})`, `PDY9${n}${String(id).padStart(6, '0')}`, `91SCALE${n}${String(id).padStart(8, '0')}`, `${rng.pick(familyNames)} ${rng.pick(givenNames)}`, `010-6${String(5_000_000 + i).slice(-7)}`, region, `${rng.int(1, 300)} ${rng.pick(streets)}, ${region}`, rng.int(5, 12), 1, studioAt, studioAt];
    }),
  );
  progress('studios', plan.studios, plan.studios);

  // Nurses: spread evenly over the studios; 88% active, 5% suspended, 4% pending, 3% rejected.
  const nurseBase = await nextId(writer, 'nurses');
  const nursesFit = studioIds.map(() => nurseTitles.map(() => [] as number[]));
  const nurseNames = new Map<number, string>();
  const nurseRows: unknown[][] = [];
  for (let i = 0; i < plan.nurses; i++) {
    const id = nurseBase + i;
    const studio = i % plan.studios;
    // The first nurses give every studio an active nurse of every title (small data sets too).
    const guaranteed = i < plan.studios * nurseTitles.length;
    const drawnRank = Math.min(nurseTitles.length - 1, Math.floor(rng.next() * rng.next() * nurseTitles.length * 1.6));
    const roll = rng.next();
    const rank = guaranteed ? Math.floor(i / plan.studios) : drawnRank;
    const status = guaranteed || roll < 0.88 ? 1 : roll < 0.93 ? 2 : roll < 0.97 ? 0 : 3;
    const name = `${rng.pick(familyNames)} ${rng.pick(givenNames)}`;
    const joined = anchor - rng.int(30, 1_200) * DAY;
    if (status === 1) for (let r = 0; r <= rank; r++) nursesFit[studio]?.[r]?.push(id);
    nurseNames.set(id, name);
    nurseRows.push([
      id, studioIds[studio], name, phoneOf('152', i + 1), rng.chance(0.1) ? 'male' : 'female', idCardNumber(rng, rng.int(1970, 1998)),
      nurseTitles[rank], rng.int(5, 30), JSON.stringify([rng.pick(skills), rng.pick(skills)].filter((v, k, a) => a.indexOf(v) === k)),
      `RN${String(id).padStart(8, '0')}`, anchor + rng.int(60, 1_500) * DAY, status, status === 1 ? rng.int(38, 50) : 0, joined, joined,
    ]);
  }
  await writer.insert(shapes.nurses, nurseRows);
  progress('nurses', plan.nurses, plan.nurses);

  // Members join evenly over MEMBER_SPAN_DAYS (the first one that long before the anchor,
  // the last a month before it); each has a patient for themselves, even ones a second.
  const memberIdBase = await nextId(writer, 'members');
  const patientIdBase = await nextId(writer, 'patients');
  const joinStep = ((MEMBER_SPAN_DAYS - 30) * DAY) / plan.members;
  const memberJoinedAt = (index: number) => anchor - MEMBER_SPAN_DAYS * DAY + Math.floor(index * joinStep);
  const memberNames: string[] = [];
  const patientAddresses: string[] = [];
  let patientIndex = 0;
  for (let start = 0; start < plan.members; start += CHUNK) {
    const members: unknown[][] = [];
    const patients: unknown[][] = [];
    for (let i = start; i < Math.min(plan.members, start + CHUNK); i++) {
      const id = memberIdBase + i;
      const family = rng.pick(familyNames);
      const given = rng.pick(givenNames);
      const joined = memberJoinedAt(i);
      memberNames.push(`${family} ${given}`);
      members.push([id, phoneOf('150', i + 1), given, `${family} ${given}`, rng.pick(['male', 'female']), rng.chance(0.02) ? 0 : 1, rng.int(0, 50) * 100, anchor - rng.int(0, 90) * DAY, joined, joined]);
      for (let k = 0; k < (i % 2 === 0 ? 2 : 1); k++) {
        // They live where their home studio (member index modulo the studios) serves.
        const region = studioRegions[i % plan.studios] ?? '';
        const address = `${rng.int(1, 300)} ${rng.pick(streets)}, ${region}`;
        const relationship = k === 0 ? 'self' : rng.pick(relationships);
        const birthYear = relationship === 'parents' ? rng.int(1935, 1960) : rng.int(1950, 2005);
        const passport = rng.chance(0.03);
        patientAddresses.push(address);
        patients.push([
          patientIdBase + patientIndex, id, k === 0 ? `${family} ${given}` : `${rng.pick(familyNames)} ${rng.pick(givenNames)}`, relationship,
          passport ? 'passport' : 'id-card', passport ? `E${rng.int(10_000_000, 99_999_999)}` : idCardNumber(rng, birthYear),
          rng.pick(['male', 'female']), `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          phoneOf('151', patientIndex + 1), region, address, rng.pick(healthNotes), joined + HOUR_OF(k), joined + HOUR_OF(k),
        ]);
        patientIndex++;
      }
    }
    await writer.insert(shapes.members, members);
    await writer.insert(shapes.patients, patients);
    progress('members', Math.min(plan.members, start + CHUNK), plan.members);
  }
  return { ...catalogue, studioIds, studioRegions, nursesFit, nurseNames, memberIdBase, memberNames, memberJoinedAt, patientIdBase, patientAddresses };
}

/** A second patient is added an hour after the member joined. */
const HOUR_OF = (k: number) => k * 3_600_000;

/** Index of member i's first patient (members with an even index have two). */
export const firstPatientOf = (memberIndex: number) => memberIndex + Math.ceil(memberIndex / 2);

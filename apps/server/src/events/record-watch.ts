import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../services';
import { JOB_LOCKS, runOnce } from './job-lock';
import { publishEvent } from './publish';

/**
 * Turns the other areas' audited changes into `record` events ("this record changed"), without
 * those areas knowing: every change is audited (entity and id), so the watcher follows the
 * audit log by id and announces each changed record with its version now. Open lists and
 * record pages of the entity re-read it (docs/security-center.md, Live updates).
 *
 * Studios announce their changes themselves in the changing transaction, alarms have their own
 * topic; neither is watched here.
 */

type WatchedTable =
  | 'orders'
  | 'price_change_requests'
  | 'medical_waste_tasks'
  | 'nurses'
  | 'nurse_applications'
  | 'members'
  | 'patients'
  | 'customers'
  | 'assistive_cards'
  | 'services'
  | 'packages'
  | 'product_releases'
  | 'agreements'
  | 'questionnaires'
  | 'consumables'
  | 'consumable_packs'
  | 'voice_announcements'
  | 'withdrawals'
  | 'withdraw_accounts'
  | 'rewards_penalties'
  | 'invoice_titles'
  | 'invoice_applications'
  | 'coupons'
  | 'carousels'
  | 'promotions'
  | 'feedback'
  | 'stocktakes'
  | 'stock_transfers'
  | 'roles'
  | 'system_users';

interface WatchedEntity {
  table: WatchedTable;
  /** The list page's node code: who may receive the event. */
  permission: string;
  /** The record belongs to a studio: station-bound users get only their studios' events. */
  byStudio: boolean;
}

/** Audit entity → where its records live. Keys are the entity names of `record` events (core's LIVE_RECORD_ENTITIES). */
const WATCHED: Readonly<Record<string, WatchedEntity>> = {
  order: { table: 'orders', permission: 'orderList', byStudio: true },
  nurse: { table: 'nurses', permission: 'serviceNurse', byStudio: true },
  nurse_application: { table: 'nurse_applications', permission: 'nurseExamine', byStudio: true },
  member: { table: 'members', permission: 'memberManagement', byStudio: false },
  patient: { table: 'patients', permission: 'coverService', byStudio: false },
  customer: { table: 'customers', permission: 'connection', byStudio: true },
  assistive_card: { table: 'assistive_cards', permission: 'assistiveCard', byStudio: false },
  price_change_request: { table: 'price_change_requests', permission: 'orderAlterPrice', byStudio: true },
  medical_waste_task: { table: 'medical_waste_tasks', permission: 'medicalWaste', byStudio: true },
  service: { table: 'services', permission: 'service', byStudio: false },
  package: { table: 'packages', permission: 'package', byStudio: false },
  product_release: { table: 'product_releases', permission: 'productRelease', byStudio: true },
  agreement: { table: 'agreements', permission: 'informList', byStudio: false },
  questionnaire: { table: 'questionnaires', permission: 'questionnaire', byStudio: false },
  consumable: { table: 'consumables', permission: 'material', byStudio: false },
  consumable_pack: { table: 'consumable_packs', permission: 'consumptionIndex', byStudio: false },
  // Several studios each: a station-bound holder hears of every one's change (its id and version only) and reads what it may see.
  voice_announcement: { table: 'voice_announcements', permission: 'voiceAnnouncements', byStudio: false },
  withdrawal: { table: 'withdrawals', permission: 'withdrawRecord', byStudio: true },
  withdraw_account: { table: 'withdraw_accounts', permission: 'withdrawAccount', byStudio: true },
  reward_penalty: { table: 'rewards_penalties', permission: 'rewardsPayment', byStudio: true },
  invoice_title: { table: 'invoice_titles', permission: 'invoiceRise', byStudio: false },
  invoice_application: { table: 'invoice_applications', permission: 'invoiceManage', byStudio: false },
  coupon: { table: 'coupons', permission: 'couponList', byStudio: false },
  carousel: { table: 'carousels', permission: 'slideshow', byStudio: false },
  promotion: { table: 'promotions', permission: 'popularizeList', byStudio: false },
  feedback: { table: 'feedback', permission: 'feedback', byStudio: true },
  stocktake: { table: 'stocktakes', permission: 'stocktake', byStudio: true },
  // Two studios each: both sides' holders hear of it and read what they may see.
  stock_transfer: { table: 'stock_transfers', permission: 'stockTransfer', byStudio: false },
  role: { table: 'roles', permission: 'systemRole', byStudio: false },
  system_user: { table: 'system_users', permission: 'systemUser', byStudio: false },
};

/**
 * Audited acts that leave the record's row as it was: reads (a revealed field, an export),
 * refused sign-ins, and what the security center writes beside a nurse (a location every few seconds while the app
 * runs, field credentials), which no nurse list or page shows.
 */
const LEAVES_ROW = new Set([
  'pii.read',
  'securityCenterList.locate',
  'securityCenterList.credential',
  'securityCenterList.credentialRevoke',
  // Refused sign-ins and password changes: a guessing attack must not become a stream of user events.
  'auth.loginFailed',
  'auth.loginRefused',
  'auth.passwordChangeFailed',
]);
const leavesRow = (action: string) => LEAVES_ROW.has(action) || action.endsWith('.export');

/** An audit id not seen below the newest one is waited for this long (a transaction still committing), then given up (rolled back). */
const GAP_WAIT_MS = 10_000;
/** Audit rows read per round; the rest wait for the next. */
const BATCH = 1000;

const STATE_KEY = 'events.records';
interface RecordWatchState {
  lastId: number;
  /** Audit ids below lastId not committed when last looked, with when they were first missed. */
  gaps: Array<[id: number, since: number]>;
}

async function readState(trx: Transaction<Database>): Promise<RecordWatchState | null> {
  const row = await trx.selectFrom('app_meta').select('value').where('key', '=', STATE_KEY).executeTakeFirst();
  if (!row) return null;
  try {
    const state = JSON.parse(row.value) as RecordWatchState;
    return typeof state.lastId === 'number' && Array.isArray(state.gaps) ? state : null;
  } catch {
    return null;
  }
}

async function writeState(trx: Transaction<Database>, state: RecordWatchState, existed: boolean): Promise<void> {
  const value = JSON.stringify(state);
  if (existed) await trx.updateTable('app_meta').set({ value }).where('key', '=', STATE_KEY).execute();
  else await sql`insert into app_meta (key, value) values (${STATE_KEY}, ${value}) on conflict (key) do update set value = excluded.value`.execute(trx);
}

/** Each changed record once, with its version and studio now (version 0: the record is gone). */
async function announce(trx: Transaction<Database>, changed: ReadonlyMap<string, Set<number>>): Promise<void> {
  for (const [entity, ids] of changed) {
    const watched = WATCHED[entity]!;
    // Every watched table has id and version (EntityColumns); typed as one of them to read those.
    const table = watched.table as 'nurses';
    const rows: Array<{ id: number; version: number; studio_id?: number | null }> = watched.byStudio
      ? await trx.selectFrom(table).select(['id', 'version', 'studio_id']).where('id', 'in', [...ids]).execute()
      : await trx.selectFrom(table).select(['id', 'version']).where('id', 'in', [...ids]).execute();
    const found = new Map(rows.map((r) => [Number(r.id), r]));
    for (const id of [...ids].sort((a, b) => a - b)) {
      const row = found.get(id);
      const studioId = row?.studio_id === undefined || row.studio_id === null ? null : Number(row.studio_id);
      await publishEvent(trx, 'record', { entity, id, version: row ? Number(row.version) : 0 }, { permission: watched.permission, studioId });
    }
  }
}

/** One look at the audit log: announces the records changed since the last one. */
export async function watchRecordsOnce(services: Pick<Services, 'db' | 'dialect'>, now = Date.now()): Promise<void> {
  await runOnce(services, JOB_LOCKS.records, async (trx) => {
    const previous = await readState(trx);
    if (!previous) {
      // First run: start from now; what happened before has no open page waiting for it.
      const row = await trx.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      await writeState(trx, { lastId: Number(row?.id ?? 0), gaps: [] }, false);
      return;
    }
    const gapIds = previous.gaps.map(([id]) => id);
    const rows = await trx
      .selectFrom('audit_log')
      .select(['id', 'action', 'entity', 'entity_id'])
      .where((eb) => (gapIds.length > 0 ? eb.or([eb('id', '>', previous.lastId), eb('id', 'in', gapIds)]) : eb('id', '>', previous.lastId)))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const changed = new Map<string, Set<number>>();
    const seen = new Set<number>();
    let lastId = previous.lastId;
    for (const row of rows) {
      const id = Number(row.id);
      seen.add(id);
      if (id > lastId) lastId = id;
      if (row.entity_id === null || !WATCHED[row.entity] || leavesRow(row.action)) continue;
      const ids = changed.get(row.entity) ?? new Set<number>();
      ids.add(Number(row.entity_id));
      changed.set(row.entity, ids);
    }
    const gaps: Array<[number, number]> = previous.gaps.filter(([id, since]) => !seen.has(id) && now - since < GAP_WAIT_MS);
    // Ids skipped on the way to the newest one: another transaction may still commit them.
    for (let id = previous.lastId + 1; id < lastId && gaps.length < BATCH; id += 1) if (!seen.has(id)) gaps.push([id, now]);
    await announce(trx, changed);
    await writeState(trx, { lastId, gaps }, true);
  });
}

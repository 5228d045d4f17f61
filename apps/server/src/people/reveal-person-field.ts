import type { PersonKind, RevealablePersonField } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { assertCustomerVisible, assertStudioRecordVisible, invalidField, notFoundOf, type PeopleEntity } from './people-access';

/** Which column holds each revealable field, per kind of person (absent: the kind has no such field). */
const COLUMNS: Record<PersonKind, { table: 'members' | 'patients' | 'nurses' | 'customers' | 'assistive_cards'; entity: string; fields: Partial<Record<RevealablePersonField, 'phone' | 'id_number'>> }> = {
  member: { table: 'members', entity: 'member', fields: { phone: 'phone' } },
  patient: { table: 'patients', entity: 'patient', fields: { phone: 'phone', idNumber: 'id_number' } },
  nurse: { table: 'nurses', entity: 'nurse', fields: { phone: 'phone', idNumber: 'id_number' } },
  customer: { table: 'customers', entity: 'customer', fields: { phone: 'phone' } },
  card: { table: 'assistive_cards', entity: 'assistive_card', fields: { idNumber: 'id_number' } },
};

const ENTITY_OF: Record<PersonKind, PeopleEntity> = { member: 'member', patient: 'patient', nurse: 'nurse', customer: 'customer', card: 'card' };

/**
 * revealPersonField: the full phone or ID number for a holder of `pii.viewFull`, station
 * scoping as for reading the record; the read is audited ('pii.read', field only, never the value).
 */
export const revealPersonField: Handler<'revealPersonField'> = async (ctx) => {
  const { kind, id, field } = ctx.body;
  const spec = COLUMNS[kind];
  const column = spec.fields[field];
  if (!column) throw invalidField('field', t('people.server.noSuchField', { kind: t(`people.server.entity.${ENTITY_OF[kind]}`), field }));
  const stations = await ctx.signedIn().stationIds();
  if (kind === 'nurse') await assertStudioRecordVisible(ctx.db, 'nurses', id, stations, 'nurse');
  if (kind === 'customer') await assertCustomerVisible(ctx.db, id, stations);
  return ctx.mutate(async (trx, audit) => {
    const row = (await trx.selectFrom(spec.table).select(column).where('id', '=', id).executeTakeFirst()) as Record<string, string> | undefined;
    const value = row?.[column];
    if (value === undefined) throw notFoundOf(ENTITY_OF[kind]);
    await audit({ action: 'pii.read', entity: spec.entity, entityId: id, after: { field } });
    return { kind, id, field, value };
  });
};

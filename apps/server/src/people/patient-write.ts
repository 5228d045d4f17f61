import { idNumberProblem } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { maskIdNumber, maskPhone } from '../list/masking';
import { claimVersion } from '../list/optimistic';
import { loadPatientDetail } from './patients';
import { entityWord, invalidField, notFoundOf } from './people-access';

/** addPatient: a patient of an existing member; the ID-card rule applies to ID cards. */
export const addPatient: Handler<'addPatient'> = async (ctx) => {
  const b = ctx.body;
  const id = await ctx.mutate(async (trx, audit) => {
    const member = await trx.selectFrom('members').select('id').where('id', '=', b.memberId).executeTakeFirst();
    if (!member) throw invalidField('memberId', t('system.validate.unknownIds', { what: entityWord('member'), ids: b.memberId }));
    const now = Date.now();
    const row = await trx
      .insertInto('patients')
      .values({
        member_id: b.memberId, name: b.name, relationship: b.relationship, id_type: b.idType, id_number: b.idNumber.toUpperCase(), gender: b.gender,
        birth_date: b.birthDate, phone: b.phone, region: b.region, address: b.address, health_notes: b.healthNotes, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({
      action: 'coverService.add', entity: 'patient', entityId: row.id,
      after: { memberId: b.memberId, name: b.name, relationship: b.relationship, idType: b.idType, idNumber: maskIdNumber(b.idNumber), phone: maskPhone(b.phone), version: 1 },
    });
    return row.id;
  });
  return loadPatientDetail(ctx.db, id);
};

/** Request field → column of the patient fields an edit may change. */
const COLUMNS = {
  name: 'name', relationship: 'relationship', idType: 'id_type', idNumber: 'id_number', gender: 'gender', birthDate: 'birth_date',
  phone: 'phone', region: 'region', address: 'address', healthNotes: 'health_notes',
} as const;

/** Audit rows keep phones and ID numbers masked. */
const shown = (field: string, value: unknown) => (field === 'phone' ? maskPhone(String(value)) : field === 'idNumber' ? maskIdNumber(String(value)) : value);

/** editPatient: only the fields sent, at the version read; the ID number is re-checked against the (new) type. */
export const editPatient: Handler<'editPatient'> = async (ctx) => {
  const { patientId, version: expected, ...fields } = ctx.body;
  await ctx.mutate(async (trx, audit) => {
    const current = await trx.selectFrom('patients').selectAll().where('id', '=', patientId).executeTakeFirst();
    if (!current) throw notFoundOf('patient');
    const version = await claimVersion(trx, 'patients', patientId, expected, entityWord('patient'));
    const idType = fields.idType ?? current.id_type;
    const idNumber = (fields.idNumber ?? current.id_number).toUpperCase();
    if (fields.idType !== undefined || fields.idNumber !== undefined) {
      const problem = idNumberProblem(idType, idNumber);
      if (problem) throw invalidField('idNumber', problem);
    }
    const set: Record<string, string> = {};
    const before: Record<string, unknown> = { version: expected };
    const after: Record<string, unknown> = { version };
    for (const [field, column] of Object.entries(COLUMNS) as Array<[keyof typeof COLUMNS, (typeof COLUMNS)[keyof typeof COLUMNS]]>) {
      const value = field === 'idNumber' && fields.idNumber !== undefined ? idNumber : fields[field];
      if (value === undefined) continue;
      set[column] = value;
      before[field] = shown(field, current[column]);
      after[field] = shown(field, value);
    }
    if (Object.keys(set).length) await trx.updateTable('patients').set(set).where('id', '=', patientId).execute();
    await audit({ action: 'coverService.edit', entity: 'patient', entityId: patientId, before, after });
  });
  return loadPatientDetail(ctx.db, patientId);
};

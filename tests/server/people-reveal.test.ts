import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

describe('people: masked answers and audited full values', () => {
  const server = useServer();
  const api = systemClient(server);
  const one = async (text: string, params: unknown[] = []) => {
    const [row] = await sqlOn(server(), text, params);
    if (!row) throw new Error(`nothing for ${text}`);
    return row;
  };

  it('details never carry a full phone or ID number', async () => {
    const nurse = await one('select id, phone, id_number from nurses order by id limit 1');
    const patient = await one("select id, phone, id_number from patients where id_type = 'id-card' order by id limit 1");
    const card = await one('select id, id_number from assistive_cards order by id limit 1');
    const application = await one('select id from nurse_applications order by id limit 1');
    const texts = [
      JSON.stringify(await api.ok('admin', 'getNurse', { nurseId: nurse.id })),
      JSON.stringify(await api.ok('admin', 'getNurseExamine', { applicationId: application.id })),
      JSON.stringify(await api.ok('admin', 'getPatient', { patientId: patient.id })),
      JSON.stringify(await api.ok('admin', 'getAssistiveCard', { cardId: card.id })),
      JSON.stringify(await api.ok('admin', 'getMember', { memberId: 1 })),
      JSON.stringify(await api.ok('admin', 'getPatientList', { limit: 200 })),
      JSON.stringify(await api.ok('admin', 'getNurseList', { limit: 100 })),
      JSON.stringify(await api.ok('admin', 'getCustomerList', { limit: 100 })),
    ].join(' ');
    for (const secret of [nurse.phone, nurse.id_number, patient.phone, patient.id_number, card.id_number, '13700000001']) {
      expect(texts).not.toContain(String(secret));
    }
  });

  it('revealPersonField answers the full value and writes a pii.read audit row (field only)', async () => {
    const admin = await api.as('admin');
    const cases = [
      ['member', 'select id, phone as value from members order by id limit 1', 'phone', 'member'],
      ['patient', 'select id, id_number as value from patients order by id limit 1', 'idNumber', 'patient'],
      ['nurse', 'select id, phone as value from nurses order by id limit 1', 'phone', 'nurse'],
      ['customer', 'select id, phone as value from customers order by id limit 1', 'phone', 'customer'],
      ['card', 'select id, id_number as value from assistive_cards order by id limit 1', 'idNumber', 'assistive_card'],
    ] as const;
    for (const [kind, query, field, entity] of cases) {
      const row = await one(query);
      const before = await countOn(server(), 'select count(*) from audit_log');
      const answer = await api.ok('admin', 'revealPersonField', { kind, id: row.id, field }, { headers: { 'x-careops-channel': 'cli' } });
      expect(answer).toEqual({ kind, id: Number(row.id), field, value: row.value });
      expect(await countOn(server(), 'select count(*) from audit_log')).toBe(before + 1);
      const [audit] = await sqlOn(server(), 'select action, entity, entity_id, actor_id, channel, after_json from audit_log order by id desc limit 1');
      expect(audit).toMatchObject({ action: 'pii.read', entity, actor_id: admin.userId, channel: 'cli' });
      expect(Number(audit?.entity_id)).toBe(Number(row.id));
      expect(JSON.parse(String(audit?.after_json))).toEqual({ field });
    }
  });

  it('refuses fields a kind does not have, unknown records, callers without pii.viewFull and records outside the stations', async () => {
    const before = await countOn(server(), 'select count(*) from audit_log where action = ?', ['pii.read']);
    const noField = await api.call('admin', 'revealPersonField', { kind: 'member', id: 1, field: 'idNumber' });
    expect(noField).toMatchObject({ resultcode: 101, msg: `field: ${t('people.server.noSuchField', { kind: 'member', field: 'idNumber' })}` });
    expect((await api.call('admin', 'revealPersonField', { kind: 'card', id: 1, field: 'phone' })).resultcode).toBe(101);
    expect((await api.call('admin', 'revealPersonField', { kind: 'patient', id: 999_999, field: 'phone' })).resultcode).toBe(102);
    expect((await api.call('admin', 'revealPersonField', { kind: 'robot', id: 1, field: 'phone' })).result).toEqual({ field: 'kind' });
    expect((await api.call('cs', 'revealPersonField', { kind: 'member', id: 1, field: 'phone' })).resultcode).toBe(106);
    // A station-bound holder of pii.viewFull: a role with it, bound to the first studio.
    const [first] = await api.stationIds();
    const role = await api.ok('admin', 'addRole', { name: 'PII bound', nodeCodes: ['pii.viewFull', 'serviceNurse'] });
    const bound = (await api.addUser({ roleIds: [role.id], stationIds: [first as number] })).username;
    const outside = await one('select id from nurses where studio_id <> ? order by id limit 1', [first]);
    expect((await api.call(bound, 'revealPersonField', { kind: 'nurse', id: outside.id, field: 'phone' })).resultcode).toBe(102);
    const inside = await one('select id, phone from nurses where studio_id = ? order by id limit 1', [first]);
    expect((await api.ok(bound, 'revealPersonField', { kind: 'nurse', id: inside.id, field: 'phone' })).value).toBe(inside.phone);
    expect(await countOn(server(), 'select count(*) from audit_log where action = ?', ['pii.read'])).toBe(before + 1);
  });
});

import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { auditOf } from './people-fixtures';

describe('people: changes to members, nurses, patients and customers', () => {
  const server = useServer();
  const api = systemClient(server);
  const firstId = async (text: string, params: unknown[] = []) => countOn(server(), text, params);

  it('members: disable and enable at the version read; stale versions and no-op changes are refused', async () => {
    const id = await firstId('select min(id) from members where status = 1');
    const member = await api.ok('cs', 'getMember', { memberId: id });
    expect(member.patients.length).toBeGreaterThan(0);
    expect(member.patients.every((p) => /\*/.test(p.idNumber) && p.phone.includes('****'))).toBe(true);
    const disabled = await api.ok('cs', 'alterMemberStatus', { memberId: id, version: member.version, status: 0 });
    expect(disabled).toEqual({ id, status: 0, version: member.version + 1 });
    expect((await api.call('cs', 'alterMemberStatus', { memberId: id, version: member.version, status: 1 })).resultcode).toBe(104);
    expect((await api.call('cs', 'alterMemberStatus', { memberId: id, version: member.version + 1, status: 0 })).msg).toBe(`status: ${t('people.server.memberAlreadyDisabled')}`);
    await api.ok('cs', 'alterMemberStatus', { memberId: id, version: member.version + 1, status: 1 });
    expect((await auditOf(server(), 'member', id)).map((r) => r.action)).toEqual(['memberManagement.status', 'memberManagement.status']);
    expect((await api.call('reviewer', 'alterMemberStatus', { memberId: id, version: 3, status: 0 })).resultcode).toBe(106);
  });

  it('nurses: suspend and reactivate; pending and rejected ones are left to review', async () => {
    const [studio] = await api.stationIds();
    const active = await firstId('select min(id) from nurses where status = 1 and studio_id = ?', [studio]);
    const nurse = await api.ok('studio', 'getNurse', { nurseId: active });
    expect(nurse.allowedStatuses).toEqual([2]);
    const suspended = await api.ok('studio', 'alterNurseStatus', { nurseId: active, version: nurse.version, status: 2 });
    expect(suspended).toMatchObject({ status: 2, version: nurse.version + 1 });
    expect((await api.ok('studio', 'getNurse', { nurseId: active })).allowedStatuses).toEqual([1]);
    await api.ok('studio', 'alterNurseStatus', { nurseId: active, version: nurse.version + 1, status: 1 });
    const pending = await firstId('select min(id) from nurses where status = 0 and studio_id = ?', [studio]);
    const version = await firstId('select version from nurses where id = ?', [pending]);
    const refused = await api.call('studio', 'alterNurseStatus', { nurseId: pending, version, status: 1 });
    expect(refused.resultcode).toBe(101);
    expect(refused.result).toEqual({ field: 'status' });
    expect((await api.call('studio', 'alterNurseStatus', { nurseId: active, version: 1, status: 2 })).resultcode).toBe(104);
    const outside = await firstId('select min(id) from nurses where studio_id <> ?', [studio]);
    expect((await api.call('studio', 'alterNurseStatus', { nurseId: outside, version: 1, status: 2 })).resultcode).toBe(102);
    expect((await api.call('studio', 'alterNurseStatus', { nurseId: active, version: 1, status: 3 })).msg).toBe(`status: ${t('people.contract.nurseAlterStatus')}`);
  });

  it('nurses: move to another studio, both within the caller’s stations; a pending application follows', async () => {
    const [first, second, third] = await api.stationIds();
    const mover = (await api.addUser({ roleIds: [await api.roleId('studioManager')], stationIds: [first as number, second as number] })).username;
    const pending = await firstId('select min(id) from nurses where status = 0 and studio_id = ?', [first]);
    const version = await firstId('select version from nurses where id = ?', [pending]);
    const moved = await api.ok(mover, 'moveNurseStudio', { nurseId: pending, version, studioId: second });
    expect(moved).toMatchObject({ id: pending, studio: { id: second }, version: version + 1 });
    expect(await firstId('select studio_id from nurse_applications where nurse_id = ? and status = 2', [pending])).toBe(second);
    const outOfScope = await api.call(mover, 'moveNurseStudio', { nurseId: pending, version: version + 1, studioId: third });
    expect(outOfScope).toMatchObject({ resultcode: 101, msg: `studioId: ${t('system.validate.stationOutOfScope')}` });
    expect((await api.call(mover, 'moveNurseStudio', { nurseId: pending, version: version + 1, studioId: second })).msg).toBe(`studioId: ${t('people.server.sameStudio')}`);
    expect((await api.call(mover, 'moveNurseStudio', { nurseId: pending, version: version + 1, studioId: 99_999 })).result).toEqual({ field: 'studioId' });
    expect((await auditOf(server(), 'nurse', pending)).map((r) => r.action)).toEqual(['serviceNurse.move']);
  });

  it('patients: the ID-card rule for ID cards (its exact message), the mobile rule for phones; edits at the version read', async () => {
    const memberId = await firstId('select min(id) from members');
    const base = { memberId, name: 'Zhou Yan', relationship: 'parents', idType: 'id-card', idNumber: '11010519491231002X', phone: '13912340000' };
    const before = await countOn(server(), 'select count(*) from patients');
    for (const [body, field, message] of [
      [{ ...base, idNumber: '1234' }, 'idNumber', t('validate.idCard')],
      [{ ...base, phone: '12345' }, 'phone', t('validate.mobile')],
      [{ ...base, idType: 'passport', idNumber: 'E1' }, 'idNumber', t('people.contract.idNumber')],
      [{ ...base, relationship: 'boss' }, 'relationship', t('system.validate.oneOf', { values: 'self, couple, parents, children, relatives, friends, colleagues' })],
      [{ ...base, memberId: 99_999 }, 'memberId', t('system.validate.unknownIds', { what: 'member', ids: 99_999 })],
      [{ ...base, birthDate: '1949-13-45' }, 'birthDate', t('people.contract.birthDate')],
    ] as const) {
      const answer = await api.call('cs', 'addPatient', body);
      expect(answer.msg).toBe(`${field}: ${message}`);
    }
    expect(await countOn(server(), 'select count(*) from patients')).toBe(before);
    const patient = await api.ok('cs', 'addPatient', { ...base, idNumber: '11010519491231002x', healthNotes: 'Diabetes' });
    expect(patient).toMatchObject({ name: 'Zhou Yan', idType: 'id-card', idNumber: '1101**********002X', phone: '139****0000', healthNotes: 'Diabetes', version: 1 });
    const edited = await api.ok('cs', 'editPatient', { patientId: patient.id, version: 1, idType: 'passport', idNumber: 'E12345678', address: '1 Century Avenue' });
    expect(edited).toMatchObject({ idType: 'passport', idNumber: 'E123*5678', address: '1 Century Avenue', version: 2 });
    // Changing the type alone re-checks the stored number against the new type.
    const switched = await api.call('cs', 'editPatient', { patientId: patient.id, version: 2, idType: 'id-card' });
    expect(switched.msg).toBe(`idNumber: ${t('validate.idCard')}`);
    expect((await api.call('cs', 'editPatient', { patientId: patient.id, version: 1, name: 'Lost' })).resultcode).toBe(104);
    const audit = await auditOf(server(), 'patient', patient.id);
    expect(audit.map((r) => r.action)).toEqual(['coverService.add', 'coverService.edit']);
    const json = audit.map((r) => `${String(r.before_json)} ${String(r.after_json)}`).join(' ');
    for (const secret of ['11010519491231002X', '13912340000', 'E12345678']) expect(json).not.toContain(secret);
    const [stored] = await sqlOn(server(), 'select id_number, phone from patients where id = ?', [patient.id]);
    expect(stored).toEqual({ id_number: 'E12345678', phone: '13912340000' });
  });

  it('customers: add in one’s own station, edit, follow up (the lead moves to following)', async () => {
    const [first, second] = await api.stationIds();
    const agent = (await api.addUser({ roleIds: [await api.roleId('customerService')], stationIds: [first as number] })).username;
    const base = { name: 'Qian Bo', phone: '13955550000', source: 'referral' };
    expect((await api.call(agent, 'addCustomer', base)).msg).toBe(`studioId: ${t('system.validate.stationRequired')}`);
    expect((await api.call(agent, 'addCustomer', { ...base, studioId: second })).msg).toBe(`studioId: ${t('system.validate.stationOutOfScope')}`);
    expect((await api.call(agent, 'addCustomer', { ...base, source: 'tv' })).result).toEqual({ field: 'source' });
    const customer = await api.ok(agent, 'addCustomer', { ...base, studioId: first, note: 'evening calls' });
    expect(customer).toMatchObject({ status: 'new', phone: '139****0000', studio: { id: first }, followUpCount: 0, version: 1 });
    const followed = await api.ok(agent, 'addCustomerFollowUp', { customerId: customer.id, channel: 'phone', content: 'Called, wants a visit' });
    expect(followed.customer).toMatchObject({ status: 'following', followUpCount: 1, version: 2 });
    expect(followed.followUp).toMatchObject({ channel: 'phone', content: 'Called, wants a visit', by: { name: 'Test Person' } });
    expect((await api.call(agent, 'addCustomerFollowUp', { customerId: customer.id, version: 1, channel: 'visit', content: 'x' })).resultcode).toBe(104);
    const edited = await api.ok(agent, 'editCustomer', { customerId: customer.id, version: 2, status: 'converted', nextFollowUpAt: null, name: 'Qian Bo Jr' });
    expect(edited).toMatchObject({ status: 'converted', name: 'Qian Bo Jr', nextFollowUpAt: null, version: 3 });
    expect((await api.call(agent, 'editCustomer', { customerId: customer.id, version: 3, studioId: second })).resultcode).toBe(101);
    expect((await api.call(agent, 'addCustomerFollowUp', { customerId: customer.id, channel: 'phone', content: '  ' })).msg).toBe(`content: ${t('people.contract.followUpRequired')}`);
    expect((await auditOf(server(), 'customer', customer.id)).map((r) => r.action)).toEqual(['connection.add', 'connection.followUp', 'connection.edit']);
    expect((await api.call('reviewer', 'addCustomer', { ...base, studioId: first })).resultcode).toBe(106);
  });
});

import { countOn, sqlOn } from '../support/database';
import { makeApplications, makeCards, makeNurses } from '../people-fixtures';
import type { MatrixArea } from './matrix-area';

/**
 * The people area's part of the permission matrix. Station data (nurses, applications) lives
 * in the studio manager's station, so the station-bound role may act on it; each mutation gets
 * a fresh record (several roles in a row may succeed). Moving a nurse needs two stations of the
 * caller, so the studio manager is also bound to a second studio here.
 */
export const peopleMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from members)',
    '(select coalesce(sum(version), 0) from members)',
    '(select count(*) from nurses)',
    '(select coalesce(sum(version), 0) from nurses)',
    '(select coalesce(sum(studio_id), 0) from nurses)',
    '(select count(*) from nurse_applications)',
    '(select coalesce(sum(version), 0) from nurse_applications)',
    '(select count(*) from nurse_documents)',
    '(select count(*) from patients)',
    '(select coalesce(sum(version), 0) from patients)',
    '(select count(*) from customers)',
    '(select coalesce(sum(version), 0) from customers)',
    '(select count(*) from customer_follow_ups)',
    '(select count(*) from assistive_cards)',
    '(select coalesce(sum(version), 0) from assistive_cards)',
  ],
  bodies: async ({ server, api }) => {
    const studio = await api.as('studio');
    const station = await countOn(server, 'select min(studio_id) from user_stations where user_id = ?', [studio.userId]);
    const second = await countOn(server, 'select max(id) from studios where status = 1 and id <> ?', [station]);
    const studioUser = await api.ok('admin', 'getUser', { userId: studio.userId });
    await api.ok('admin', 'editUser', { userId: studio.userId, version: studioUser.version, stationIds: [station, second] });
    const one = async (text: string, params: unknown[] = []) => countOn(server, text, params);
    const memberId = await one('select min(id) from members');
    const nurseId = await one('select min(id) from nurses where studio_id = ?', [station]);
    const applicationId = await one('select min(id) from nurse_applications where studio_id = ?', [station]);
    const patientId = await one('select min(id) from patients');
    const customerId = await one('select min(id) from customers where studio_id = ?', [station]);
    const cardId = await one('select min(id) from assistive_cards');
    const patientBody = { memberId, name: 'Matrix Patient', relationship: 'friends', idType: 'id-card', idNumber: '11010519800101123X', phone: '13912300000' };
    const customerBody = { name: 'Matrix Customer', phone: '13912300001', source: 'event', studioId: station };
    const freshMember = async () => {
      const phone = `1376${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      await sqlOn(server, 'insert into members (phone, nickname, status, created_at, updated_at, version) values (?, ?, 1, ?, ?, 1)', [phone, 'Matrix', Date.now(), Date.now()]);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return one('select id from members where phone = ?', [phone]);
    };
    return {
      getMemberList: async () => ({ limit: 5 }),
      getMember: async () => ({ memberId }),
      alterMemberStatus: async () => ({ memberId: await freshMember(), version: 1, status: 0 }),
      getNurseList: async () => ({ limit: 5, expiringWithinDays: 30 }),
      getNurse: async () => ({ nurseId }),
      alterNurseStatus: async () => ({ nurseId: (await makeNurses(server, 1, station, 1))[0], version: 1, status: 2 }),
      moveNurseStudio: async () => ({ nurseId: (await makeNurses(server, 1, station, 1))[0], version: 1, studioId: second }),
      getNurseExamineList: async () => ({ status: 2 }),
      getNurseExamine: async () => ({ applicationId }),
      auditNurseExamine: async () => ({ applicationId: (await makeApplications(server, 1, station))[0], version: 1, decision: 'approve' }),
      batchAuditNurseExamine: async () => ({ ids: await makeApplications(server, 2, station), decision: 'reject', reason: 'Matrix' }),
      getPatientList: async () => ({ idType: 'id-card' }),
      getPatient: async () => ({ patientId }),
      addPatient: async () => patientBody,
      editPatient: async () => ({ patientId: (await api.ok('admin', 'addPatient', patientBody)).id, version: 1, address: 'Matrix Road 1' }),
      getCustomerList: async () => ({ status: 'following' }),
      getCustomer: async () => ({ customerId }),
      addCustomer: async () => customerBody,
      editCustomer: async () => ({ customerId: (await api.ok('admin', 'addCustomer', customerBody)).id, version: 1, status: 'lost' }),
      addCustomerFollowUp: async () => ({ customerId, channel: 'message', content: 'Matrix follow-up' }),
      getAssistiveCardList: async () => ({ status: 2 }),
      getAssistiveCard: async () => ({ cardId }),
      auditAssistiveCard: async () => ({ cardId: (await makeCards(server, 1, 2))[0], version: 1, decision: 'approve' }),
      batchAuditAssistiveCards: async () => ({ ids: await makeCards(server, 2, 2), decision: 'approve', dryRun: false }),
      revealPersonField: async () => ({ kind: 'patient', id: patientId, field: 'idNumber' }),
    };
  },
};

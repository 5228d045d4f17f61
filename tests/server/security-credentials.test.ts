import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { activeNurseOf, fieldApp } from './security-fixtures';

describe('security center: revoking a nurse’s field credential', () => {
  const server = useServer();
  const api = systemClient(server);
  const issue = async (nurseId: number, label: string) => api.ok('admin', 'issueFieldCredential', { nurseId, label });
  const here = { latitude: 31.2, longitude: 121.4 };
  const revokedCount = (nurseId: number) => countOn(server(), 'select count(*) from nurse_field_credentials where nurse_id = ? and revoked_at is not null', [nurseId]);

  it('the one named stops working at once, the nurse’s other one keeps working; audited; revoking again is refused and changes nothing', async () => {
    const [own] = await api.stationIds();
    const nurseId = await activeNurseOf(server(), own as number);
    const lost = await issue(nurseId, 'lost phone');
    const kept = await issue(nurseId, 'new phone');
    const lostApp = fieldApp(server, lost.token);
    const keptApp = fieldApp(server, kept.token);
    expect((await lostApp.locate(here)).resultcode).toBe(1);

    const revoked = await api.ok('studio', 'revokeFieldCredentials', { nurseId, credentialId: lost.id });
    expect(revoked).toMatchObject({ nurseId, revokedIds: [lost.id] });
    const refused = await lostApp.locate(here);
    expect(refused.resultcode).toBe(103);
    expect(refused.msg).toBe(t('security.server.badCredential'));
    expect((await lostApp.raise(here)).resultcode).toBe(103);
    expect((await keptApp.locate(here)).resultcode).toBe(1);

    const audit = await sqlOn(server(), "select entity, entity_id, before_json from audit_log where action = 'securityCenterList.credentialRevoke' and entity_id = ? order by id desc", [nurseId]);
    expect(audit[0]).toMatchObject({ entity: 'nurse' });
    expect(JSON.parse(String(audit[0]?.before_json))).toEqual({ credentialIds: [lost.id] });

    const before = await revokedCount(nurseId);
    const again = await api.call('studio', 'revokeFieldCredentials', { nurseId, credentialId: lost.id });
    expect(again.resultcode).toBe(101);
    expect(again.result).toEqual({ field: 'credentialId' });
    expect(again.msg).toContain(t('security.server.credentialNotInUse', { id: lost.id }));
    expect(await revokedCount(nurseId)).toBe(before);
  });

  it('without a credential id every credential of the nurse in use stops; then there is nothing left to revoke', async () => {
    const [own] = await api.stationIds();
    const nurseId = await activeNurseOf(server(), own as number);
    const a = await issue(nurseId, 'phone a');
    const b = await issue(nurseId, 'phone b');
    const all = await api.ok('admin', 'revokeFieldCredentials', { nurseId });
    expect(all.revokedIds).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await fieldApp(server, a.token).locate(here)).resultcode).toBe(103);
    expect((await fieldApp(server, b.token).locate(here)).resultcode).toBe(103);
    const none = await api.call('admin', 'revokeFieldCredentials', { nurseId });
    expect(none.resultcode).toBe(101);
    expect(none.result).toEqual({ field: 'nurseId' });
    expect(none.msg).toContain(t('security.server.noCredentialInUse'));
  });

  it('two revokes at once: one revokes, the other is refused; one audit row', async () => {
    const [own] = await api.stationIds();
    const nurseId = await activeNurseOf(server(), own as number);
    const credential = await issue(nurseId, 'race phone');
    const answers = await Promise.all([
      api.call('admin', 'revokeFieldCredentials', { nurseId, credentialId: credential.id }),
      api.call('studio', 'revokeFieldCredentials', { nurseId, credentialId: credential.id }),
    ]);
    expect(answers.map((a) => a.resultcode).sort()).toEqual([1, 101]);
    const rows = await sqlOn(server(), "select id from audit_log where action = 'securityCenterList.credentialRevoke' and before_json = ?", [JSON.stringify({ credentialIds: [credential.id] })]);
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input and other stations’ nurses by name, changing nothing', async () => {
    const [, other] = await api.stationIds();
    const foreignNurse = await activeNurseOf(server(), other as number);
    const foreign = await issue(foreignNurse, 'foreign phone');
    const before = await revokedCount(foreignNurse);
    const outside = await api.call('studio', 'revokeFieldCredentials', { nurseId: foreignNurse });
    expect(outside.resultcode).toBe(101);
    expect(outside.result).toEqual({ field: 'nurseId' });
    expect(await revokedCount(foreignNurse)).toBe(before);
    expect((await fieldApp(server, foreign.token).locate(here)).resultcode).toBe(1);
    for (const body of [{ nurseId: 'x' }, { nurseId: 999_999_999 }, {}, { nurseId: foreignNurse, credentialId: -1 }]) {
      const answer = await api.call('admin', 'revokeFieldCredentials', body);
      expect(answer.resultcode, JSON.stringify(body)).toBe(101);
      expect(JSON.stringify(answer.result)).toMatch(/nurseId|credentialId/);
    }
    // Customer service handles alarms but holds no credentials.
    expect((await api.call('cs', 'revokeFieldCredentials', { nurseId: foreignNurse })).resultcode).toBe(106);
    expect(await revokedCount(foreignNurse)).toBe(before);
  });
});

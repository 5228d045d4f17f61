import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

const todays = { resource: 'orders', name: "today's reviews", path: '/order/order-list', filters: { status: 'pending-organisation-review' }, sort: { key: 'createdAt', order: 'asc' as const }, columns: ['orderNo', 'status', 'patient.name'] };

describe('saved views', () => {
  const server = useServer();
  const api = systemClient(server);

  it('keeps a private view for its owner only, and a shared one for the team', async () => {
    const mine = await api.ok('admin', 'saveView', todays);
    expect(mine).toMatchObject({ ...todays, shared: false, mine: true, version: 1, owner: { name: 'Administrator' } });
    expect((await api.ok('admin', 'getSavedViews', { resource: 'orders' })).list.map((v) => v.id)).toContain(mine.id);
    expect((await api.ok('cs', 'getSavedViews', { resource: 'orders' })).list.map((v) => v.id)).not.toContain(mine.id);
    expect((await api.call('cs', 'getSavedView', { resource: 'orders', name: "today's reviews" })).msg).toBe(`name: ${t('daily.server.noView', { name: "today's reviews" })}`);

    const team = await api.ok('cs', 'saveView', { ...todays, name: 'team queue', shared: true });
    const seen = (await api.ok('finance', 'getSavedViews', {})).list.find((v) => v.id === team.id);
    expect(seen).toMatchObject({ name: 'team queue', shared: true, mine: false, owner: { name: 'Chen Jing' } });
    expect(await api.ok('finance', 'getSavedView', { resource: 'orders', name: 'team queue' })).toMatchObject({ id: team.id, filters: todays.filters });
  });

  it('prefers your own view of a name, and names the owners when several share one', async () => {
    await api.ok('reviewer', 'saveView', { ...todays, name: 'mornings', shared: true });
    await api.ok('studio', 'saveView', { ...todays, name: 'mornings', shared: true, filters: { status: 'pending-payment' } });
    const own = await api.ok('studio', 'getSavedView', { resource: 'orders', name: 'mornings' });
    expect(own).toMatchObject({ mine: true, filters: { status: 'pending-payment' } });
    const ambiguous = await api.call('finance', 'getSavedView', { resource: 'orders', name: 'mornings' });
    expect(ambiguous.resultcode).toBe(101);
    expect(ambiguous.msg).toContain('Sun Li');
    expect(ambiguous.msg).toContain('Wang Lei');
  });

  it('replaces your view of a name only at the version read, audited; refuses bad input naming the field', async () => {
    const first = await api.ok('ops', 'saveView', { ...todays, name: 'replace me' });
    const again = await api.call('ops', 'saveView', { ...todays, name: 'replace me' });
    expect(again.resultcode).toBe(101);
    expect(again.msg).toBe(`name: ${t('daily.server.viewExists', { name: 'replace me' })}`);
    const replaced = await api.ok('ops', 'saveView', { ...todays, name: 'replace me', filters: { status: 'finished' }, version: first.version });
    expect(replaced).toMatchObject({ id: first.id, version: 2, filters: { status: 'finished' } });
    expect((await api.call('ops', 'saveView', { ...todays, name: 'replace me', version: first.version })).resultcode).toBe(104);
    expect(await countOn(server(), "select count(*) from audit_log where action = 'savedView.update' and entity_id = ?", [first.id])).toBe(1);

    expect((await api.call('ops', 'saveView', { ...todays, resource: 'orders; drop' })).msg).toBe(`resource: ${t('daily.contract.viewResource')}`);
    expect((await api.call('ops', 'saveView', { ...todays, name: ' ' })).msg).toBe(`name: ${t('daily.contract.viewName', { max: 60 })}`);
    expect((await api.call('ops', 'saveView', { ...todays, name: 'x', sort: { key: 'createdAt', order: 'up' } })).resultcode).toBe(101);
    expect((await api.call('ops', 'saveView', { ...todays, name: 'x', path: 'javascript:alert(1)' })).resultcode).toBe(101);
  });

  it('lets only the owner delete a view, at its version', async () => {
    const view = await api.ok('admin', 'saveView', { ...todays, name: 'to delete', shared: true });
    expect((await api.call('cs', 'deleteSavedView', { viewId: view.id, version: view.version })).resultcode).toBe(106);
    expect((await api.call('admin', 'deleteSavedView', { viewId: view.id, version: view.version + 1 })).resultcode).toBe(104);
    expect(await api.ok('admin', 'deleteSavedView', { viewId: view.id, version: view.version })).toEqual({ id: view.id });
    expect((await api.ok('admin', 'getSavedViews', {})).list.map((v) => v.id)).not.toContain(view.id);
    expect(await countOn(server(), "select count(*) from audit_log where action = 'savedView.delete' and entity_id = ?", [view.id])).toBe(1);
  });
});

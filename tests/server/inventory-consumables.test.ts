import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

describe('inventory: consumables and consumable packs', () => {
  const server = useServer();
  const api = systemClient(server);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);

  it('consumables: created in cents, edited at a version, a duplicate name or barcode refused naming the field', async () => {
    const gauze = await api.ok('ops', 'addConsumable', { name: 'Inventory gauze', specification: '10x10 cm', unit: 'box', supplier: 'Acme', unitCost: '12.50', barcode: 'G-100', reorderThreshold: 5 });
    expect(gauze).toMatchObject({ unitCostCents: 1250, unitCost: '12.50', barcode: 'G-100', reorderThreshold: 5, enabled: 1, version: 1 });
    const twin = await api.call('ops', 'addConsumable', { name: 'inventory GAUZE', unit: 'box', unitCost: '1' });
    expect(twin).toMatchObject({ resultcode: 101, result: { field: 'name' } });
    const sameCode = await api.call('ops', 'addConsumable', { name: 'Inventory tape', unit: 'roll', unitCost: '1', barcode: 'G-100' });
    expect(sameCode.msg).toBe(`barcode: ${t('inventory.server.barcodeTaken', { barcode: 'G-100', name: 'Inventory gauze' })}`);
    const badCost = await api.call('ops', 'addConsumable', { name: 'Inventory bad', unit: 'box', unitCost: '-3' });
    expect(badCost).toMatchObject({ resultcode: 101, result: { field: 'unitCost' } });
    const edited = await api.ok('ops', 'editConsumable', { consumableId: gauze.id, version: 1, unitCost: '13', enabled: false });
    expect(edited).toMatchObject({ unitCostCents: 1300, enabled: 0, version: 2 });
    expect((await api.call('ops', 'editConsumable', { consumableId: gauze.id, version: 1, unitCost: '14' })).resultcode).toBe(104);
    const actions = await sqlOn(server(), "select action from audit_log where entity = 'consumable' and entity_id = ? order by id", [gauze.id]);
    expect(actions.map((r) => r.action)).toEqual(['material.add', 'material.edit']);
    expect((await api.call('finance', 'addConsumable', { name: 'Not allowed', unit: 'box', unitCost: '1' })).resultcode).toBe(106);
    const found = await api.ok('cs', 'getConsumableOptions', {});
    expect(found.list.some((o) => o.id === gauze.id)).toBe(true);
  });

  it('packs: consumables × quantities with their cost, the services that use them, and services checked against them', async () => {
    const swab = await api.ok('ops', 'addConsumable', { name: 'Inventory swab', unit: 'piece', unitCost: '0.40' });
    const glove = await api.ok('ops', 'addConsumable', { name: 'Inventory glove', unit: 'pair', unitCost: '1.10' });
    const pack = await api.ok('ops', 'addConsumablePack', { name: 'Inventory wound pack', lines: `${swab.id}x4, ${glove.id}x1` });
    expect(pack).toMatchObject({ costCents: 4 * 40 + 110, serviceCount: 0, linesText: `${swab.id}x4, ${glove.id}x1` });
    const twice = await api.call('ops', 'addConsumablePack', { name: 'Inventory twice', lines: `${swab.id}x1, ${swab.id}x2` });
    expect(twice.msg).toContain(t('inventory.contract.lineTwice', { id: swab.id }));
    const unknown = await api.call('ops', 'addConsumablePack', { name: 'Inventory unknown', lines: '999999x1' });
    expect(unknown).toMatchObject({ resultcode: 101, result: { field: 'lines' } });

    const categoryId = await count('select min(id) from service_categories');
    const refused = await api.call('ops', 'addService', { name: 'Inventory pack service bad', categoryId, price: '10', durationMinutes: 30, requiredTitle: 'nurse', consumablePackId: 999999 });
    expect(refused.msg).toBe(`consumablePackId: ${t('inventory.server.packUnknown', { id: 999999 })}`);
    const service = await api.ok('ops', 'addService', { name: 'Inventory pack service', categoryId, price: '10', durationMinutes: 30, requiredTitle: 'nurse', consumablePackId: pack.id });
    const detail = await api.ok('ops', 'getConsumablePack', { packId: pack.id });
    expect(detail.services).toEqual([{ id: service.id, name: 'Inventory pack service' }]);
    expect(detail.serviceCount).toBe(1);
    const edited = await api.ok('ops', 'editConsumablePack', { packId: pack.id, version: 1, lines: `${glove.id}x2` });
    expect(edited).toMatchObject({ costCents: 220, version: 2 });
    const holding = await api.ok('ops', 'getConsumablePackList', { consumableId: glove.id });
    expect(holding.list.map((p) => p.id)).toContain(pack.id);
  });
});

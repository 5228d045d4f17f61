import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

const DAY = 86_400_000;

describe('catalogue: categories, services and packages', () => {
  const server = useServer();
  const api = systemClient(server);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);
  const auditActions = async (entity: string, id: number) =>
    (await sqlOn(server(), 'select action from audit_log where entity = ? and entity_id = ? order by id', [entity, id])).map((r) => String(r.action));
  let topId = 0;

  beforeAll(async () => {
    topId = await count('select min(id) from service_categories where parent_id is null');
  });

  it('categories: a two-level tree in order; a third level, a duplicate name and a stale version are refused', async () => {
    const child = await api.ok('ops', 'addServiceCategory', { name: 'Catalogue test child A', parentId: topId });
    expect(child).toMatchObject({ parentId: topId, level: 2, status: 1, serviceCount: 0, version: 1 });
    const second = await api.ok('ops', 'addServiceCategory', { name: 'Catalogue test child B', parentId: topId });
    expect(second.sort).toBe(child.sort + 1);
    const third = await api.call('ops', 'addServiceCategory', { name: 'Catalogue test grandchild', parentId: child.id });
    expect(third).toMatchObject({ resultcode: 101, result: { field: 'parentId' } });
    expect((await api.call('ops', 'addServiceCategory', { name: 'catalogue TEST child a' })).msg).toBe(`name: ${t('catalogue.server.nameTaken', { name: 'catalogue TEST child a' })}`);
    const list = await api.ok('ops', 'getServiceCategoryList', { limit: 1000 });
    const ids = list.list.map((c) => c.id);
    expect(ids.indexOf(topId)).toBeLessThan(ids.indexOf(child.id));
    expect(ids.indexOf(child.id) + 1).toBe(ids.indexOf(second.id));
    expect(list.list.find((c) => c.id === child.id)?.fullName).toContain(' / Catalogue test child A');

    const moved = await api.ok('ops', 'moveServiceCategory', { categoryId: second.id, version: 1, direction: 'up' });
    expect(moved.version).toBe(2);
    const after = (await api.ok('ops', 'getServiceCategoryList', { limit: 1000, parentId: topId })).list.map((c) => c.id);
    expect(after.indexOf(second.id)).toBeLessThan(after.indexOf(child.id));
    expect((await api.call('ops', 'moveServiceCategory', { categoryId: second.id, version: 1, direction: 'up' })).resultcode).toBe(104);
    const disabled = await api.ok('ops', 'alterServiceCategoryStatus', { categoryId: child.id, version: 1, status: 0 });
    expect(disabled).toMatchObject({ status: 0, version: 2 });
    expect(await auditActions('service_category', second.id)).toEqual(['brand.add', 'brand.move']);
    expect((await api.call('finance', 'addServiceCategory', { name: 'Not allowed' })).resultcode).toBe(106);
  });

  it('categories: one with services cannot be deleted, and the message says how many', async () => {
    const category = await api.ok('ops', 'addServiceCategory', { name: 'Catalogue delete test' });
    await api.ok('ops', 'addService', { name: 'Delete test service 1', categoryId: category.id, price: '10', durationMinutes: 30, requiredTitle: 'nurse' });
    await api.ok('ops', 'addService', { name: 'Delete test service 2', categoryId: category.id, price: '10', durationMinutes: 30, requiredTitle: 'nurse' });
    const refused = await api.call('ops', 'deleteServiceCategory', { categoryId: category.id, version: 1 });
    expect(refused.msg).toBe(`categoryId: ${t('catalogue.server.categoryHasServices', { name: 'Catalogue delete test', count: 2 })}`);
    expect(await count('select version from service_categories where id = ?', [category.id])).toBe(1);
    const empty = await api.ok('ops', 'addServiceCategory', { name: 'Catalogue empty one' });
    expect(await api.ok('ops', 'deleteServiceCategory', { categoryId: empty.id, version: 1 })).toEqual({ id: empty.id, deleted: true });
    expect(await count('select count(*) from service_categories where id = ?', [empty.id])).toBe(0);
  });

  it('services: money as integer cents, the fields checked, versions and the audit trail', async () => {
    const packId = await count('select max(id) from consumable_packs');
    const service = await api.ok('ops', 'addService', {
      name: 'Catalogue test infusion', categoryId: topId, price: '199.5', durationMinutes: 90, requiredTitle: 'senior-nurse', producesWaste: true, consumablePackId: packId,
      description: '**Bring** the prescription <script>alert(1)</script>',
    });
    expect(service).toMatchObject({ priceCents: 19_950, price: '199.50', durationMinutes: 90, producesWaste: true, onShelf: 1, consumablePackId: packId, version: 1 });
    expect(await count('select price_cents from services where id = ?', [service.id])).toBe(19_950);
    for (const [patch, field] of [[{ price: '01.5' }, 'price'], [{ price: '1.234' }, 'price'], [{ price: '-3' }, 'price'], [{ durationMinutes: 0 }, 'durationMinutes'], [{ requiredTitle: 'doctor' }, 'requiredTitle'], [{ categoryId: 999_999 }, 'categoryId'], [{ name: '' }, 'name'], [{ coverUploadId: 999_999 }, 'coverUploadId']] as const) {
      const valid: Record<string, unknown> = { name: `Bad service ${field}`, categoryId: topId, price: '10', durationMinutes: 30, requiredTitle: 'nurse' };
      const answer = await api.call('ops', 'addService', { ...valid, ...patch });
      expect(answer.resultcode, field).toBe(101);
      expect((answer.result as { field?: string }).field, field).toBe(field);
    }
    const edited = await api.ok('ops', 'editService', { serviceId: service.id, version: 1, price: 210, name: 'Catalogue test infusion plus' });
    expect(edited).toMatchObject({ priceCents: 21_000, name: 'Catalogue test infusion plus', version: 2 });
    expect((await api.call('ops', 'editService', { serviceId: service.id, version: 1, price: 5 })).resultcode).toBe(104);
    expect(await auditActions('service', service.id)).toEqual(['service.add', 'service.edit']);
    const [row] = await sqlOn(server(), "select before_json, after_json from audit_log where entity = 'service' and entity_id = ? and action = 'service.edit'", [service.id]);
    expect(String(row?.after_json)).toContain('21000');
    const list = await api.ok('ops', 'getServiceList', { name: 'catalogue test infusion', sort: '-priceCents' });
    expect(list.list.map((s) => s.id)).toEqual([service.id]);
    expect((await api.call('ops', 'getServiceList', { sort: 'secret' })).result).toEqual({ field: 'sort' });
    expect((await api.call('reviewer', 'getServiceList', {})).resultcode).toBe(106);
  });

  it('services: a consent agreement and a follow-up questionnaire with its duration, both checked', async () => {
    const agreementId = await count('select min(id) from agreements where status = 1');
    const questionnaireId = await count('select min(id) from questionnaires where status = 1');
    const service = await api.ok('ops', 'addService', { name: 'Follow-up test service', categoryId: topId, price: '30', durationMinutes: 30, requiredTitle: 'nurse', agreementId, questionnaireId });
    expect(service).toMatchObject({ agreementId, questionnaireId, followUpHours: 72, agreement: { id: agreementId }, questionnaire: { id: questionnaireId } });
    const edited = await api.ok('ops', 'editService', { serviceId: service.id, version: 1, followUpHours: 48 });
    expect(edited).toMatchObject({ questionnaireId, followUpHours: 48, version: 2 });
    expect((await api.call('ops', 'editService', { serviceId: service.id, version: 2, followUpHours: 50 })).result).toMatchObject({ field: 'followUpHours' });
    const unknown = await api.call('ops', 'editService', { serviceId: service.id, version: 2, questionnaireId: 999_999 });
    expect(unknown).toMatchObject({ resultcode: 101, result: { field: 'questionnaireId' } });
    expect((await api.call('ops', 'editService', { serviceId: service.id, version: 2, agreementId: 999_999 })).result).toMatchObject({ field: 'agreementId' });
    const cleared = await api.ok('ops', 'editService', { serviceId: service.id, version: 2, questionnaireId: 0, agreementId: 0 });
    expect(cleared).toMatchObject({ agreement: null, questionnaire: null, followUpHours: null, version: 3 });
    expect(await count('select follow_up_hours from services where id = ?', [service.id])).toBe(0);
  });

  it('two edits of a price at the same version: one wins, the other is refused (104) and changes nothing', async () => {
    const service = await api.ok('ops', 'addService', { name: 'Catalogue race test', categoryId: topId, price: '100', durationMinutes: 30, requiredTitle: 'nurse' });
    const answers = await Promise.all(['150', '175', '190', '210'].map((price) => api.call('ops', 'editService', { serviceId: service.id, version: 1, price })));
    expect(answers.filter((a) => a.resultcode === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.resultcode === 104)).toHaveLength(3);
    const winner = answers.find((a) => a.resultcode === 1)?.result as { priceCents: number };
    expect(await count('select price_cents from services where id = ?', [service.id])).toBe(winner.priceCents);
    expect(await count('select version from services where id = ?', [service.id])).toBe(2);
    expect(await count("select count(*) from audit_log where entity = 'service' and entity_id = ? and action = 'service.edit'", [service.id])).toBe(1);
    const moves = await Promise.all([1, 2].map(() => api.call('ops', 'alterServiceShelf', { serviceId: service.id, version: 2, onShelf: false })));
    expect(moves.map((m) => m.resultcode).sort()).toEqual([1, 104]);
  });

  it('off the shelf: no new orders, orders already placed keep going; a price change leaves their amounts alone', async () => {
    const [patient] = await sqlOn(server(), 'select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id limit 1');
    const memberId = Number(patient?.member_id);
    const studioId = await count('select min(id) from studios where status = 1');
    // A service on sale now (what order placement offers), so the order can be placed.
    const offered = (await api.ok('admin', 'getOrderPlaceOptions', { memberId, studioId })).services[0];
    if (!offered) throw new Error('no service on sale');
    const service = await api.ok('ops', 'getService', { serviceId: offered.id });
    const body = { memberId, patientId: Number(patient?.id), serviceId: service.id, studioId, address: '8 Century Avenue', appointmentAt: Date.now() + 2 * DAY };
    const order = await api.ok('admin', 'placeOrder', body);
    const amount = order.amountCents;
    const repriced = await api.ok('ops', 'editService', { serviceId: service.id, version: service.version, price: String((service.priceCents + 5000) / 100) });
    expect(repriced.priceCents).toBe(service.priceCents + 5000);
    expect((await api.ok('admin', 'getOrder', { orderId: order.id })).amountCents).toBe(amount);
    expect(await count('select amount_cents from orders where id = ?', [order.id])).toBe(amount);

    const shelved = await api.ok('ops', 'alterServiceShelf', { serviceId: service.id, version: repriced.version, onShelf: false });
    expect(shelved).toEqual({ id: service.id, onShelf: 0, version: repriced.version + 1 });
    const ordersBefore = await count('select count(*) from orders');
    const refused = await api.call('admin', 'placeOrder', body);
    expect(refused).toMatchObject({ resultcode: 101, result: { field: 'serviceId' } });
    expect(refused.msg).toBe(`serviceId: ${t('orders.server.itemOffShelf', { what: t('orders.server.entity.service'), name: service.name })}`);
    expect(await count('select count(*) from orders')).toBe(ordersBefore);
    const options = await api.ok('admin', 'getOrderPlaceOptions', { memberId, studioId });
    expect(options.services.map((s) => s.id)).not.toContain(service.id);
    expect((await api.ok('admin', 'getOrder', { orderId: order.id })).status).toBe(order.status);
    expect((await api.call('finance', 'alterServiceShelf', { serviceId: service.id, version: shelved.version, onShelf: true })).resultcode).toBe(106);
  });

  it('packages: services × visits, validity and price; buyers with the visits they have left', async () => {
    const [a, b] = (await sqlOn(server(), 'select id from services order by id limit 2')).map((r) => Number(r.id));
    const pkg = await api.ok('ops', 'addPackage', { name: 'Catalogue test package', price: '888.80', validityDays: 90, items: `${a}x4, ${b}x2` });
    expect(pkg).toMatchObject({ priceCents: 88_880, validityDays: 90, visits: 6, onShelf: 1, buyerCount: 0, itemsText: `${a}x4, ${b}x2` });
    expect((await api.call('ops', 'addPackage', { name: 'Catalogue twice', price: '1', validityDays: 1, items: `${a}x1, ${a}x2` })).result).toEqual({ field: 'items' });
    expect((await api.call('ops', 'addPackage', { name: 'Catalogue missing', price: '1', validityDays: 1, items: [{ serviceId: 999_999, times: 1 }] })).result).toEqual({ field: 'items' });
    const edited = await api.ok('ops', 'editPackage', { packageId: pkg.id, version: 1, items: [{ serviceId: a, times: 5 }] });
    expect(edited).toMatchObject({ visits: 5, version: 2 });

    // A paid order of the package, with one visit finished.
    const [member] = await sqlOn(server(), 'select p.id, p.member_id from patients p order by p.id limit 1');
    const studioId = await count('select min(id) from studios');
    const now = Date.now();
    await sqlOn(
      server(),
      "insert into orders (order_no, member_id, patient_id, package_id, studio_id, status, address, appointment_at, list_price_cents, amount_cents, paid_at, created_at, updated_at, version) values ('CATPKG1', ?, ?, ?, ?, 3, 'x', ?, 88880, 88880, ?, ?, ?, 1)",
      [member?.member_id, member?.id, pkg.id, studioId, now, now - DAY, now, now],
    );
    const orderId = await count("select id from orders where order_no = 'CATPKG1'");
    await sqlOn(server(), "insert into order_service_steps (order_id, step, at, latitude, longitude, place) values (?, 'finish', ?, 0, 0, 'x')", [orderId, now]);
    const buyers = await api.ok('ops', 'getPackageBuyerList', { packageId: pkg.id });
    expect(buyers.total).toBe(1);
    expect(buyers.list[0]).toMatchObject({ orderId, visitsTotal: 5, visitsUsed: 1, visitsRemaining: 4, expired: false, validUntil: now - DAY + 90 * DAY });
    expect(buyers.list[0]?.member.phone).toContain('****');
    expect((await api.ok('ops', 'getPackage', { packageId: pkg.id })).buyerCount).toBe(1);
    const shelved = await api.ok('ops', 'alterPackageShelf', { packageId: pkg.id, version: 2, onShelf: false });
    expect(shelved.onShelf).toBe(0);
    expect((await api.call('admin', 'quoteOrderPrice', { memberId: Number(member?.member_id), packageId: pkg.id })).result).toEqual({ field: 'packageId' });
    expect(await auditActions('package', pkg.id)).toEqual(['package.add', 'package.edit', 'package.shelf']);
  });

  it('import: every row checked first, each problem with its line and column, nothing written unless all are valid', async () => {
    const before = await count('select count(*) from services');
    const bad = [
      'name,category,price,durationMinutes,requiredTitle,producesWaste,onShelf,consumablePackId,description',
      'Import good one,' + topId + ',120,30,nurse,no,yes,,fine',
      'Import bad price,' + topId + ',12.345,30,nurse,no,yes,,',
      '"Import, quoted",No such category,10,30,nurse,,,,"two',
      'lines"',
      'Import good one,' + topId + ',10,30,chief-nurse,maybe,,,',
    ].join('\n');
    const answer = await api.ok('ops', 'importServices', { csv: bad });
    expect(answer.created).toBe(0);
    expect(answer.problems).toEqual([
      { line: 3, field: 'price', message: t('catalogue.contract.price') },
      { line: 4, field: 'category', message: t('catalogue.server.importUnknownCategory', { category: 'No such category' }) },
      { line: 6, field: 'producesWaste', message: t('system.validate.flag') },
      { line: 6, field: 'name', message: t('catalogue.server.importDuplicateName', { name: 'Import good one', line: 2 }) },
    ]);
    expect(await count('select count(*) from services')).toBe(before);
    const good = ['name,category,price,durationMinutes,requiredTitle', `Import ok 1,${topId},99.90,45,nurse`, `Import ok 2,${topId},10,30,senior-nurse`].join('\r\n');
    expect(await api.ok('ops', 'importServices', { csv: good, dryRun: true })).toMatchObject({ rows: 2, created: 0, dryRun: true, problems: [] });
    expect(await count('select count(*) from services')).toBe(before);
    expect(await api.ok('ops', 'importServices', { csv: good })).toMatchObject({ rows: 2, created: 2, problems: [] });
    expect(await count("select price_cents from services where name = 'Import ok 1'")).toBe(9990);
    expect(await count("select count(*) from audit_log where action = 'service.import'")).toBe(1);
    expect((await api.ok('ops', 'importServices', { csv: good })).problems.map((p) => p.field)).toEqual(['name', 'name']);
    expect((await api.call('studio', 'importServices', { csv: good })).resultcode).toBe(106);
  });
});

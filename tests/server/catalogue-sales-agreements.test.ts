import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

const DAY = 86_400_000;

describe('agreements and consent', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  let station = 0;
  let service = { id: 0, name: '' };
  let memberId = 0;
  let patientId = 0;
  const order = (extra: Record<string, unknown> = {}) =>
    api.call('studio', 'placeOrder', { memberId, patientId, serviceId: service.id, address: '3 Consent Lane', appointmentAt: Date.now() + 2 * DAY, ...extra });

  beforeAll(async () => {
    station = await kit.studioStation();
    const [row] = await sqlOn(server(), "select s.id, s.name from services s where s.on_shelf = 1 and s.agreement_id is null and s.required_title = 'nurse' order by s.id desc limit 1");
    service = { id: Number(row?.id), name: String(row?.name) };
    const [patient] = await sqlOn(server(), 'select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id desc limit 1');
    memberId = Number(patient?.member_id);
    patientId = Number(patient?.id);
  });

  it('lists the demo agreements with their versions, drafts and services', async () => {
    const list = await api.ok('ops', 'getAgreementList', { sort: 'name' });
    expect(list.total).toBe(3);
    const invasive = list.list.find((a) => a.name.startsWith('Informed consent'));
    expect(invasive).toMatchObject({ latestNumber: 2, unpublishedChanges: false });
    expect(invasive?.serviceCount).toBeGreaterThan(0);
    expect(list.list.find((a) => a.name.startsWith('Rehabilitation'))?.unpublishedChanges).toBe(true);
    const detail = await api.ok('ops', 'getAgreement', { agreementId: invasive?.id ?? 0 });
    expect(detail.versions.map((v) => v.number)).toEqual([2, 1]);
    expect((await api.ok('ops', 'getAgreementList', { name: 'privacy' })).list.map((a) => a.name)).toEqual(['Home visit privacy notice']);
  });

  it('publishes immutable versions: a new version needs the draft to change, and old versions keep their text', async () => {
    const created = await api.ok('ops', 'addAgreement', { name: 'Photo consent', draft: 'Photos of the wound may be taken.', publish: true });
    expect(created).toMatchObject({ latestNumber: 1, unpublishedChanges: false, version: 1 });
    const again = await api.call('ops', 'publishAgreement', { agreementId: created.id, version: 1 });
    expect(again.msg).toBe(`draft: ${t('catalogue.agreement.nothingToPublish', { number: 1 })}`);
    const edited = await api.ok('ops', 'editAgreement', { agreementId: created.id, version: 1, draft: 'Photos of the wound may be taken and kept for the care record.' });
    expect(edited).toMatchObject({ latestNumber: 1, unpublishedChanges: true, version: 2 });
    expect((await api.call('ops', 'publishAgreement', { agreementId: created.id, version: 1 })).resultcode).toBe(104);
    const published = await api.ok('ops', 'publishAgreement', { agreementId: created.id, version: 2 });
    expect(published.versions.map((v) => [v.number, v.content])).toEqual([
      [2, 'Photos of the wound may be taken and kept for the care record.'],
      [1, 'Photos of the wound may be taken.'],
    ]);
    expect(await kit.count("select count(*) from audit_log where action = 'informList.publish' and entity_id = ?", [created.id])).toBe(2);
    expect((await api.call('ops', 'addAgreement', { name: 'Photo consent', draft: 'x' })).msg).toBe(`name: ${t('catalogue.agreement.nameTaken', { name: 'Photo consent' })}`);
    expect((await api.call('ops', 'addAgreement', { name: 'Blank', draft: '   ' })).msg).toBe(`draft: ${t('catalogue.agreement.contract.textRequired')}`);
    expect((await api.call('studio', 'addAgreement', { name: 'Nope', draft: 'x' })).resultcode).toBe(106);
  });

  it('makes the next order of an attached service need consent to the latest version, and shows the version on the order', async () => {
    const agreement = await api.ok('ops', 'addAgreement', { name: 'Injection consent', draft: 'Version one text.', publish: true });
    const attached = await api.ok('ops', 'attachAgreementServices', { agreementId: agreement.id, serviceIds: [service.id] });
    expect(attached.attached).toEqual([service]);
    expect((await api.call('ops', 'attachAgreementServices', { agreementId: agreement.id, serviceIds: [999_999] })).msg).toBe(`serviceIds: ${t('catalogue.agreement.unknownServices', { ids: '999999' })}`);
    const v1 = (await api.ok('ops', 'getAgreement', { agreementId: agreement.id })).versions[0]?.id ?? 0;

    const options = await api.ok('studio', 'getOrderPlaceOptions', { memberId });
    expect(options.services.find((s) => s.id === service.id)?.agreement).toMatchObject({ id: agreement.id, versionId: v1, number: 1, accepted: false, content: 'Version one text.' });
    const before = await kit.count('select count(*) from orders');
    expect((await order()).msg).toBe(`agreementVersionId: ${t('catalogue.agreement.consentNeeded', { service: service.name, agreement: 'Injection consent', number: 1 })}`);
    expect(await kit.count('select count(*) from orders')).toBe(before);

    const first = await order({ agreementVersionId: v1 });
    expect(first.resultcode).toBe(1);
    const firstId = (first.result as { id: number }).id;
    expect((await api.ok('admin', 'getOrder', { orderId: firstId })).agreement).toMatchObject({ id: agreement.id, versionId: v1, number: 1 });
    expect(await kit.count('select count(*) from agreement_consents where member_id = ? and agreement_version_id = ? and order_id = ?', [memberId, v1, firstId])).toBe(1);
    // Consent holds for the next order…
    const second = await order();
    expect(second.resultcode).toBe(1);
    expect((await api.ok('admin', 'getOrder', { orderId: (second.result as { id: number }).id })).agreement?.versionId).toBe(v1);
    expect((await api.ok('studio', 'getOrderPlaceOptions', { memberId })).services.find((s) => s.id === service.id)?.agreement?.accepted).toBe(true);

    // …until a new version is published.
    const current = await api.ok('ops', 'getAgreement', { agreementId: agreement.id });
    await api.ok('ops', 'editAgreement', { agreementId: agreement.id, version: current.version, draft: 'Version two text.' });
    const v2 = (await api.ok('ops', 'publishAgreement', { agreementId: agreement.id, version: current.version + 1 })).versions[0]?.id ?? 0;
    expect((await order()).msg).toBe(`agreementVersionId: ${t('catalogue.agreement.consentNeeded', { service: service.name, agreement: 'Injection consent', number: 2 })}`);
    expect((await order({ agreementVersionId: v1 })).msg).toBe(`agreementVersionId: ${t('catalogue.agreement.consentStale', { given: 1, agreement: 'Injection consent', number: 2 })}`);
    const third = await order({ agreementVersionId: v2 });
    expect(third.resultcode).toBe(1);
    const detail = await api.ok('admin', 'getOrder', { orderId: (third.result as { id: number }).id });
    expect(detail.agreement).toMatchObject({ versionId: v2, number: 2 });
    expect(detail.agreement?.acceptedAt).toBeGreaterThan(0);
    // The first order still shows what was accepted then.
    expect((await api.ok('admin', 'getOrder', { orderId: firstId })).agreement?.number).toBe(1);
    const versions = (await api.ok('ops', 'getAgreement', { agreementId: agreement.id })).versions;
    expect(versions.map((v) => [v.number, v.consentCount])).toEqual([[2, 1], [1, 1]]);

    // A service without an agreement takes no consent.
    const [plain] = await sqlOn(server(), "select id from services where on_shelf = 1 and agreement_id is null and required_title = 'nurse' and id <> ? order by id limit 1", [service.id]);
    if (plain) {
      const refused = await api.call('studio', 'placeOrder', { memberId, patientId, serviceId: Number(plain.id), agreementVersionId: v2, studioId: station, address: '3 Consent Lane', appointmentAt: Date.now() + 2 * DAY });
      expect(refused.msg.startsWith('agreementVersionId:')).toBe(true);
    }
  });
});

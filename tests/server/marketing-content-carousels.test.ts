import { toInstant } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { demoIds, insertCoupon, uploadPng } from './marketing-content-support';

const DAY = 24 * 60 * 60 * 1000;

describe('marketing: carousels', () => {
  const server = useServer();
  const api = systemClient(server);
  let imageId = 0;

  beforeAll(async () => {
    imageId = await uploadPng(server(), api);
  });

  it('checks the link address against the allow-list and the image against the uploads, storing nothing refused', async () => {
    const before = await countOn(server(), 'select count(*) from carousels');
    const refused = async (linkUrl: string) => api.call('ops', 'addCarousel', { title: 'Bad link', imageUploadId: imageId, position: 'home', linkKind: 'url', linkUrl });
    expect((await refused('http://careops.example/offer')).msg).toBe(`linkUrl: ${t('marketing.carousel.urlHttps')}`);
    expect((await refused('https://careops.example.evil.com/x')).msg).toBe(`linkUrl: ${t('marketing.carousel.urlHost', { host: 'careops.example.evil.com', hosts: 'careops.example, mp.weixin.qq.com' })}`);
    expect((await refused('https://user:pw@careops.example/x')).msg).toBe(`linkUrl: ${t('marketing.carousel.urlCredentials')}`);
    expect((await refused('https://evil.com\\@careops.example/x')).result).toMatchObject({ field: 'linkUrl' });
    expect((await refused('javascript:alert(1)')).msg).toBe(`linkUrl: ${t('marketing.carousel.url')}`);
    expect((await refused('')).result).toMatchObject({ field: 'linkUrl' });
    const noImage = await api.call('ops', 'addCarousel', { title: 'No image', imageUploadId: 999999, position: 'home' });
    expect(noImage).toMatchObject({ resultcode: 101, result: { field: 'imageUploadId' } });
    const noService = await api.call('ops', 'addCarousel', { title: 'No service', imageUploadId: imageId, position: 'home', linkKind: 'service', linkId: 999999 });
    expect(noService).toMatchObject({ resultcode: 101, result: { field: 'linkId' } });
    const backwards = await api.call('ops', 'addCarousel', { title: 'Backwards', imageUploadId: imageId, position: 'home', displayFrom: '2026-02-01', displayUntil: '2026-01-01' });
    expect(backwards.msg).toBe(`displayUntil: ${t('marketing.content.endAfterStart')}`);
    expect(await countOn(server(), 'select count(*) from carousels')).toBe(before);

    const allowed = await api.ok('ops', 'addCarousel', { title: 'Spring offer', imageUploadId: imageId, position: 'home', linkKind: 'url', linkUrl: 'https://www.careops.example/spring?from=slide' });
    expect(allowed).toMatchObject({ linkKind: 'url', linkLabel: 'https://www.careops.example/spring?from=slide', version: 1, image: { id: imageId } });
    const noId = await api.call('ops', 'editCarousel', { carouselId: allowed.id, version: 1, linkKind: 'package' });
    expect(noId.msg).toBe(`linkId: ${t('marketing.carousel.linkIdRequired', { kind: 'package' })}`);
    const edited = await api.ok('ops', 'editCarousel', { carouselId: allowed.id, version: 1, linkKind: 'none' });
    expect(edited).toMatchObject({ linkKind: 'none', linkUrl: '', version: 2 });
    expect((await api.call('ops', 'editCarousel', { carouselId: allowed.id, version: 1, title: 'Stale' })).resultcode).toBe(104);
    const actions = await sqlOn(server(), "select action from audit_log where entity = 'carousel' and entity_id = ? order by id", [allowed.id]);
    expect(actions.map((r) => r.action)).toEqual(['slideshow.add', 'slideshow.edit']);
    expect((await api.call('cs', 'addCarousel', { title: 'Not allowed', imageUploadId: imageId, position: 'home' })).resultcode).toBe(106);
    expect((await api.call('cs', 'getCarouselList', {})).resultcode).toBe(106);
  });

  it('previews what the member app shows at a moment: window, switch, order and available links', async () => {
    const { serviceId } = await demoIds(server());
    const position = 'packageList';
    await sqlOn(server(), "update carousels set enabled = 0 where position = 'packageList'");
    // A time typed without an offset is the business time zone's.
    const at = toInstant('2031-05-10 12:00') ?? NaN;
    const add = (fields: Record<string, unknown>) => api.ok('ops', 'addCarousel', { imageUploadId: imageId, position, ...fields });
    const late = await add({ title: 'Second by order', sortOrder: 20 });
    const first = await add({ title: 'First by order', sortOrder: 10, displayFrom: at - DAY, displayUntil: at + DAY, linkKind: 'service', linkId: serviceId });
    const tie = await add({ title: 'Same order, later id', sortOrder: 20 });
    const future = await add({ title: 'Not yet', sortOrder: 1, displayFrom: at + DAY });
    const ended = await add({ title: 'Ended', sortOrder: 1, displayUntil: at });
    const off = await add({ title: 'Switched off', sortOrder: 1, enabled: false });
    const gone = await insertCoupon(server(), { status: 0 });
    const deadLink = await add({ title: 'Coupon disabled', sortOrder: 1, linkKind: 'coupon', linkId: gone });

    const preview = await api.ok('ops', 'getCarouselPreview', { at: '2031-05-10 12:00', position });
    expect(preview.at).toBe(at);
    expect(preview.list.map((s) => [s.id, s.rank])).toEqual([[first.id, 1], [late.id, 2], [tie.id, 3]]);
    const why = Object.fromEntries(preview.hidden.map((h) => [h.id, h.reason]));
    expect(why).toMatchObject({ [future.id]: 'notYet', [ended.id]: 'ended', [off.id]: 'disabled', [deadLink.id]: 'linkUnavailable' });

    // A day later the first slide's window has closed.
    const later = await api.ok('ops', 'getCarouselPreview', { at: at + 2 * DAY, position });
    expect(later.list.map((s) => s.id)).toEqual([future.id, late.id, tie.id]);
    expect((await api.call('ops', 'getCarouselPreview', { at: 'soon' })).result).toMatchObject({ field: 'at' });
  });
});

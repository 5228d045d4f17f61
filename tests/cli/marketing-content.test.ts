// careops carousels|promotions|feedback against a real server: a slide made from an uploaded
// image and previewed at a moment, a slide linking off the allow-list refused, a promotion with
// its code, and feedback recorded, replied to through the message gateway and closed.
import { t } from '@careops/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { sqlOn } from '../server/support/database';
import { uploadPng } from '../server/marketing-content-support';
import { systemClient } from '../server/system-fixtures';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const json = async <T>(args: string[]): Promise<T> => {
  const result = await run([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
let imageId = 0;

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'ops', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
  imageId = await uploadPng(server, systemClient(() => server));
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops carousels, promotions and feedback', () => {
  it('creates, updates and previews carousel slides; refuses a link off the allow-list', async () => {
    await sqlOn(server, "update carousels set enabled = 0 where position = 'memberCenter'");
    const slide = await json<{ id: number; version: number }>(['carousels', 'create', '--title', 'CLI slide', '--image', String(imageId), '--position', 'member-center', '--order', '5', '--from', '2031-01-01', '--until', '2031-02-01']);
    const bad = await run(['carousels', 'create', '--title', 'CLI bad', '--image', String(imageId), '--position', 'home', '--link-kind', 'url', '--link-url', 'https://evil.example/x']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain(t('marketing.carousel.urlHost', { host: 'evil.example', hosts: 'careops.example, mp.weixin.qq.com' }));
    const updated = await json<{ sortOrder: number; version: number }>(['carousels', 'update', String(slide.id), '--order', '2']);
    expect(updated).toMatchObject({ sortOrder: 2, version: 2 });
    const viewed = await run(['carousels', 'view', String(slide.id)]);
    expect(viewed.stdout).toContain('CLI slide');

    const during = await json<Array<{ list: Array<{ id: number; rank: number }>; hidden: Array<{ id: number; reason: string }> }>>(['carousels', 'preview', '--at', '2031-01-15 10:00', '--position', 'member-center']);
    expect(during[0]?.list).toEqual([expect.objectContaining({ id: slide.id, rank: 1 })]);
    const after = await run(['carousels', 'preview', '--at', '2031-03-01', '--position', 'member-center']);
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toContain(t('marketing.res.preview.hidden.ended'));
  });

  it('creates and lists a promotion by its code', async () => {
    const memberId = String((await sqlOn(server, 'select min(id) as id from members'))[0]?.id);
    const made = await json<{ code: string; link: string }>(['promotions', 'create', '--name', 'CLI referral', '--code', 'cli2031', '--promoter-kind', 'member', '--promoter', memberId, '--starts', '2031-01-01', '--ends', '2031-06-01']);
    expect(made).toMatchObject({ code: 'CLI2031', link: 'https://m.careops.example/r/CLI2031' });
    const listed = await run(['promotions', 'list', '--code', 'CLI2031']);
    expect(listed.stdout).toContain('CLI referral');
    const updated = await json<{ enabled: number }>(['promotions', 'update', 'CLI referral', '--enabled', 'no']);
    expect(updated.enabled).toBe(0);
  });

  it('records feedback, replies with --text and closes it', async () => {
    const [order] = await sqlOn(server, 'select id, member_id from orders order by id limit 1');
    const made = await json<{ id: number; status: string }>(['feedback', 'create', '--author-kind', 'member', '--member', String(order?.member_id), '--category', 'service', '--content', 'Came on time, thank you', '--order', String(order?.id)]);
    expect(made.status).toBe('open');
    const replied = await run(['feedback', 'reply', String(made.id), '--text', 'Thanks for telling us!']);
    expect(replied.code, replied.stderr).toBe(0);
    const [stored] = await sqlOn(server, 'select status from feedback where id = ?', [made.id]);
    expect(stored?.status).toBe('replied');
    expect(Number((await sqlOn(server, 'select count(*) as n from feedback_replies where feedback_id = ?', [made.id]))[0]?.n)).toBe(1);
    const filed = await json<{ category: string }>(['feedback', 'update', String(made.id), '--category', 'nurse']);
    expect(filed.category).toBe('nurse');
    const closed = await run(['feedback', 'close', String(made.id), '--yes']);
    expect(closed.code, closed.stderr).toBe(0);
    const late = await run(['feedback', 'reply', String(made.id), '--text', 'one more']);
    expect(late.code).not.toBe(0);
    const listed = await json<Array<{ id: number }>>(['feedback', 'list', '--status', 'closed']);
    expect(listed.map((f) => f.id)).toContain(made.id);
  });
});

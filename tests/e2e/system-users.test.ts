/**
 * The system users page in real Chromium against the real server, driven by the
 * KEYBOARD ONLY once signed in: the URL-synced filter bar, j/k/x/Enter, the record page with
 * its history, the add/edit dialog (a field error from core's schema, one from the server,
 * then success), disable with confirmation, a stale edit and its reload, reset password shown
 * once, CSV export of the filtered rows, axe on the page, and a user without the permission.
 */
import { t } from '@careops/core/i18n';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formReady, launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';
import { tabTo } from '../support/keyboard';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function consolePage(username = 'admin', options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true, ...options });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, username, TEST_ADMIN_PASSWORD);
  return page;
}

/** The visible console page (tabs keep other pages mounted, hidden). */
const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');
/** The rows of the visible list. */
const rows = (page: Page): Locator => view(page).locator('[data-testid="list-users"] [data-testid="list-row"]');

async function openUsers(page: Page, search = ''): Promise<void> {
  await page.goto(`${server.url}/system/user${search}`);
  await rows(page).first().waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '');

/** Replaces the text of the focused input. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Opens a user's page from the list filtered to that username: `/`, type, Enter, Escape (back to the rows), Enter. */
async function openUserByKeyboard(page: Page, username: string): Promise<void> {
  await openUsers(page);
  await page.keyboard.press('/');
  await page.keyboard.type(username);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.searchParams.get('username') === username);
  await expect.poll(() => rows(page).first().locator('td:nth-child(3)').textContent()).toBe(username);
  await page.keyboard.press('Escape');
  expect(await focused(page)).toBe('list-row');
  await page.keyboard.press('Enter');
  await view(page).getByTestId('detail-title').filter({ hasText: username }).waitFor();
}

async function userByName(username: string): Promise<{ id: number; version: number; name: string; status: number }> {
  const auth = await login(server.url, 'admin', TEST_ADMIN_PASSWORD);
  const answer = await apiCall<{ list: Array<{ id: number; username: string; version: number; name: string; status: number }> }>(
    server.url,
    '/api/admin/getUsersList',
    { username, limit: 50 },
    auth,
  );
  const user = answer.result.list.find((u) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

describe('system users page, by keyboard', () => {
  it('filters by name through the URL-synced filter bar; reload keeps it; back and forward walk the filters', async () => {
    const page = await consolePage();
    await openUsers(page);
    const everyone = Number((await view(page).getByTestId('list-total').textContent())?.match(/\d+/)?.[0]);
    expect(everyone).toBeGreaterThan(20);

    await page.keyboard.press('/');
    expect(await focused(page)).toBe('filter-username');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('filter-name');
    await page.keyboard.type('Liu');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('name') === 'Liu');
    await expect.poll(async () => (await rows(page).locator('td:nth-child(4)').allTextContents()).every((n) => n.includes('Liu'))).toBe(true);
    const filtered = await rows(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(everyone);

    await page.reload();
    await rows(page).first().waitFor();
    expect(await view(page).getByTestId('filter-name').inputValue()).toBe('Liu');
    expect(await rows(page).count()).toBe(filtered);

    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('name'));
    await expect.poll(() => view(page).getByTestId('list-total').textContent()).toContain(String(everyone));
    expect(await view(page).getByTestId('filter-name').inputValue()).toBe('');
    await page.goForward();
    await page.waitForURL((u) => u.searchParams.get('name') === 'Liu');
    await expect.poll(() => rows(page).count()).toBe(filtered);
  });

  it('claims no total and no last page while the first page loads', async () => {
    const page = await consolePage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const listAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/admin/getUsersList', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/system/user`);
    await listAsked;
    const pager = view(page).getByTestId('pagination');
    await pager.waitFor();
    expect(await view(page).getByTestId('list-total').textContent()).toBe('');
    expect(await pager.textContent()).not.toContain(t('web.pagination.position', { page: 1, pages: 1 }));
    expect(await view(page).getByTestId('page-next').isDisabled()).toBe(true);
    release();
    await expect.poll(() => view(page).getByTestId('list-total').textContent(), { timeout: 15_000 }).not.toBe('');
    const total = Number((await view(page).getByTestId('list-total').textContent())?.match(/\d+/)?.[0]);
    expect(await view(page).getByTestId('list-total').textContent()).toBe(t('web.pagination.total', { total }));
    expect(await view(page).getByTestId('page-next').isDisabled()).toBe(false);
    await page.unroute('**/api/admin/getUsersList');
  });

  it('sorts on the server, pages by size, and keeps the shown columns per list across a reload', async () => {
    const page = await consolePage();
    await openUsers(page);
    const total = Number((await view(page).getByTestId('list-total').textContent())?.match(/\d+/)?.[0]);

    await tabTo(page, '[data-testid="sort-username"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'username');
    await expect.poll(() => view(page).getByTestId('column-username').getAttribute('aria-sort')).toBe('ascending');
    // The header shows the new order at once; the rows follow when the server answers.
    const usernames = () => rows(page).locator('td:nth-child(3)').allTextContents();
    await expect.poll(async () => {
      const shown = await usernames();
      return shown.join() === [...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join();
    }).toBe(true);
    const ascending = await usernames();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('sort') === '-username');
    await expect.poll(async () => (await usernames())[0]).not.toBe(ascending[0]);

    await tabTo(page, '[data-testid="page-size"]');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((u) => u.searchParams.get('limit') === '30');
    await expect.poll(() => rows(page).count()).toBe(Math.min(30, total));
    await tabTo(page, '[data-testid="page-next"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(() => rows(page).count()).toBe(total - 30);

    expect(await view(page).getByTestId('column-createdAt').count()).toBe(0);
    await tabTo(page, '[data-testid="columns-button"]', true);
    await page.keyboard.press('Enter');
    await tabTo(page, '[data-testid="column-toggle-createdAt"]');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid="column-toggle-updatedAt"]');
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('columns-button');
    await view(page).getByTestId('column-createdAt').waitFor();
    expect(await view(page).getByTestId('column-updatedAt').count()).toBe(0);
    await page.reload();
    await rows(page).first().waitFor();
    expect(await view(page).getByTestId('column-createdAt').count()).toBe(1);
    expect(await view(page).getByTestId('column-updatedAt').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('careops.list.columns.users'))).toContain('createdAt');
  });

  it('j and k move the cursor, x selects, Enter opens the record with its history, Escape returns to the same list', async () => {
    const page = await consolePage();
    await openUsers(page, '?name=Li');
    await page.keyboard.press('j');
    expect(await rows(page).nth(0).getAttribute('data-cursor')).toBe('true');
    expect(await focused(page)).toBe('list-row');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    const second = rows(page).nth(1);
    expect(await second.getAttribute('data-cursor')).toBe('true');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('x');
    expect(await second.getAttribute('data-selected')).toBe('true');
    expect(await view(page).getByTestId('selected-count').textContent()).toBe(t('web.list.selected', { count: 1 }));
    await page.keyboard.press('x');
    await view(page).getByTestId('bulk-bar').waitFor({ state: 'detached' });

    const id = await second.getAttribute('data-id');
    const username = (await second.locator('td:nth-child(3)').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('id') === id && u.searchParams.get('name') === 'Li');
    await expect.poll(() => view(page).getByTestId('detail-title').textContent()).toContain(username);
    await view(page).getByTestId('record-history').waitFor();
    await view(page).getByTestId('user-sessions').waitFor();

    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.searchParams.has('id') && u.searchParams.get('name') === 'Li');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(id);
  });

  it('adds a user in the dialog: a field error from the rules, one from the server, then success; then edits it', async () => {
    const page = await consolePage();
    await openUsers(page);
    await tabTo(page, '[data-testid="list-add"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('form-dialog');
    await dialog.waitFor();
    expect(await focused(page)).toBe('field-username');
    await page.keyboard.type('cs');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Test Person');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('steady-Lantern-42');
    await page.keyboard.press('Control+Enter');
    // Client validation with core's schema: the mobile rule, on the phone field.
    expect(await dialog.getByTestId('error-phone').textContent()).toBe(t('validate.mobile'));
    expect(await dialog.getByTestId('field-phone').getAttribute('aria-invalid')).toBe('true');

    await tabTo(page, '[data-testid="field-phone"]', true);
    await retype(page, '13912340001');
    await tabTo(page, '[data-testid="field-roleIds"] input[data-value="2"]');
    await page.keyboard.press('Space');
    await page.keyboard.press('Control+Enter');
    // The server refuses the taken username; its answer lands on that field.
    await dialog.getByTestId('error-username').waitFor();
    expect(await dialog.getByTestId('error-username').textContent()).not.toMatch(/^username:/);
    await expect.poll(() => dialog.getByTestId('error-phone').count()).toBe(0);

    await tabTo(page, '[data-testid="field-username"]', true);
    await retype(page, 'test.person');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    // Newest first: the new user leads the list.
    await expect.poll(() => rows(page).first().textContent()).toContain('test.person');
    const created = await userByName('test.person');
    expect(created).toMatchObject({ name: 'Test Person', status: 1 });

    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await view(page).getByTestId('detail-title').filter({ hasText: 'test.person' }).waitFor();
    expect(await view(page).getByTestId('detail-value-roles').textContent()).toBe('customer service');
    await tabTo(page, '[data-testid="detail-edit"]');
    await page.keyboard.press('Enter');
    await formReady(dialog);
    await tabTo(page, '[data-testid="field-name"]');
    await retype(page, 'Test Person Edited');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => view(page).getByTestId('detail-value-name').textContent()).toBe('Test Person Edited');
    await expect.poll(() => view(page).locator('[data-testid="history-row"][data-action="systemUser.edit"]').count()).toBe(1);
    expect(await view(page).locator('[data-testid="history-row"][data-action="systemUser.add"]').count()).toBe(1);
  });

  it('disables a user after confirmation; cancelling changes nothing', async () => {
    const page = await consolePage();
    await openUserByKeyboard(page, 'reviewer');
    await tabTo(page, '[data-testid="action-disable"]');
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(t('resources.users.disable.confirm', { count: 1, names: 'reviewer' }));
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect((await userByName('reviewer')).status).toBe(1);

    await tabTo(page, '[data-testid="action-disable"]');
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await tabTo(page, '[data-testid="confirm-ok"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => view(page).getByTestId('action-result-message').textContent()).toBe(t('resources.users.disable.done', { name: 'reviewer' }));
    expect(await view(page).getByTestId('action-result').getAttribute('data-ok')).toBe('true');
    await expect.poll(() => view(page).getByTestId('detail-value-status').textContent()).toBe(t('resources.enum.userStatus.0'));
    expect(await view(page).getByTestId('action-disable').count()).toBe(0);
    expect(await view(page).getByTestId('action-enable').count()).toBe(1);
    expect((await userByName('reviewer')).status).toBe(0);
  });

  it('a stale edit shows the stale message; reload keeps what was typed and saves', async () => {
    const page = await consolePage();
    await openUserByKeyboard(page, 'finance');
    await tabTo(page, '[data-testid="detail-edit"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('form-dialog');
    await dialog.getByTestId('field-name').waitFor();

    // Someone else changes the record between opening and saving.
    const before = await userByName('finance');
    const auth = await login(server.url, 'admin', TEST_ADMIN_PASSWORD);
    const other = await apiCall(server.url, '/api/admin/editUser', { userId: before.id, version: before.version, phone: '13912340002' }, auth);
    expect(other.resultcode).toBe(1);

    await tabTo(page, '[data-testid="field-name"]');
    await retype(page, 'Finance Renamed');
    await page.keyboard.press('Control+Enter');
    await dialog.getByTestId('form-stale').waitFor();
    expect(await dialog.getByTestId('form-stale').textContent()).toContain(t('error.staleVersion'));
    expect((await userByName('finance')).name).toBe(before.name);

    await tabTo(page, '[data-testid="form-reload"]');
    await page.keyboard.press('Enter');
    await dialog.getByTestId('form-notice').waitFor();
    expect(await dialog.getByTestId('field-name').inputValue()).toBe('Finance Renamed');
    expect(await dialog.getByTestId('field-phone').inputValue()).toBe('139****0002');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    const after = await userByName('finance');
    expect(after.name).toBe('Finance Renamed');
    expect(after.version).toBe(before.version + 2);
  });

  it('resets a password and shows the generated one once; it signs in', async () => {
    const page = await consolePage();
    await openUserByKeyboard(page, 'ops');
    await tabTo(page, '[data-testid="action-resetPassword"]');
    await page.keyboard.press('Enter');
    const ask = page.getByTestId('action-dialog');
    await ask.waitFor();
    // The password is optional: left blank, the server generates one.
    await page.keyboard.press('Enter');
    const reveal = page.getByTestId('reveal-dialog');
    await reveal.waitFor();
    const password = (await reveal.getByTestId('revealed-value').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await page.keyboard.press('Escape');
    await reveal.waitFor({ state: 'detached' });
    expect(await page.getByTestId('revealed-value').count()).toBe(0);
    await expect(login(server.url, 'ops', password)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('shows phones masked; the full one only with pii.viewFull, read through the audited endpoint', async () => {
    const page = await consolePage();
    await openUserByKeyboard(page, 'cs');
    expect(await view(page).getByTestId('detail-value-phone').textContent()).toBe('138****0001');
    await tabTo(page, '[data-testid="reveal-phone"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => view(page).getByTestId('detail-value-phone').textContent()).toBe('13800000001');
    const cs = await userByName('cs');
    const auth = await login(server.url, 'admin', TEST_ADMIN_PASSWORD);
    const history = await apiCall<{ list: Array<{ action: string; after: unknown }> }>(server.url, '/api/admin/getRecordHistory', { entity: 'system_user', entityId: cs.id }, auth);
    expect(history.result.list.map((r) => r.action)).toContain('pii.read');
    expect(JSON.stringify(history.result.list)).not.toContain('13800000001');

    // A studio manager manages its stations' staff but may not read full numbers.
    const studio = await consolePage('studio');
    await openUsers(studio);
    await studio.keyboard.press('j');
    await studio.keyboard.press('Enter');
    await view(studio).getByTestId('detail-fields').waitFor();
    expect(await view(studio).getByTestId('detail-value-phone').textContent()).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    expect(await view(studio).getByTestId('reveal-phone').count()).toBe(0);
  });

  it('exports the filtered rows as CSV', async () => {
    const page = await consolePage();
    await openUsers(page, '?status=disabled');
    const total = Number((await view(page).getByTestId('list-total').textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(0);
    await tabTo(page, '[data-testid="list-export"]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{8}-\d{6}\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    expect(header).toEqual(['id', 'username', 'name', 'phone', 'status', 'roles', 'stations', 'updated']);
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) {
      expect(line).toContain(`,${t('resources.enum.userStatus.0')},`);
      expect(line).toMatch(/,1[3-9]\d\*{4}\d{4},/);
    }
  });

  it('has no serious or critical axe violation on the list, the record and the dialog', async () => {
    const page = await consolePage('admin', { bypassCSP: true });
    await openUsers(page);
    const check = async () => {
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
      const found = await page.evaluate(async () => {
        type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> };
        const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(found).toEqual([]);
    };
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await check();
    await page.keyboard.press('Enter');
    await view(page).getByTestId('record-history').waitFor();
    await check();
    await tabTo(page, '[data-testid="detail-edit"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('form-dialog').getByTestId('field-name').waitFor();
    await check();
  });

  it('a user without the permission (cs) gets 401 and no menu entry', async () => {
    const page = await consolePage('cs');
    await page.getByTestId('console-layout').waitFor();
    expect(await page.locator('nav a[href="/system/user"]').count()).toBe(0);
    await page.goto(`${server.url}/system/user`);
    await page.waitForURL((u) => u.pathname === '/401');
    await page.getByTestId('status-heading').waitFor();
  });
});

/**
 * The palette's context actions on the system users page, in real Chromium against the real
 * server, KEYBOARD ONLY once signed in (Ctrl+K, type, Enter): the open record's actions and
 * the selection's bulk actions run as the registry's own commands, with the descriptor's
 * confirmation, per-item results and a refreshed page; a user without the permission is
 * offered none; and a permission taken away while the page is open shows the 106 toast.
 */
import { t } from '@careops/core/i18n';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIST_KEYS } from '../../apps/web/src/kit/list/list-keys';
import { launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';
import { focusedTestId, tabToTestId } from '../support/keyboard';

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

async function consolePage(username = 'admin', password = TEST_ADMIN_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, username, password);
  return page;
}

const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');
const rows = (page: Page): Locator => view(page).locator('[data-testid="list-users"] [data-testid="list-row"]');
const palette = (page: Page) => page.getByTestId('command-palette');
const titles = (page: Page, section: string) => palette(page).locator(`[data-section="${section}"] [data-testid="palette-item-title"]`).allTextContents();

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  await expect.poll(() => focusedTestId(page)).toBe('palette-input');
}

/** The users list filtered by URL, focus on the page; `j` then takes the first row. */
async function openUsers(page: Page, search = ''): Promise<void> {
  await page.goto(`${server.url}/system/user${search}`);
  await rows(page).first().waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Opens the only user of a username filter by keyboard: `j`, Enter. */
async function openUser(page: Page, username: string): Promise<void> {
  await openUsers(page, `?username=${username}`);
  await expect.poll(() => rows(page).count()).toBe(1);
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await view(page).getByTestId('detail-title').filter({ hasText: username }).waitFor();
}

type UserRow = { id: number; username: string; status: number; version: number };

async function adminAuth() {
  return login(server.url, 'admin', TEST_ADMIN_PASSWORD);
}

async function userByName(username: string): Promise<UserRow> {
  const answer = await apiCall<{ list: UserRow[] }>(server.url, '/api/admin/getUsersList', { username, limit: 50 }, await adminAuth());
  const user = answer.result.list.find((u) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

let serial = 0;
/** A new account with a new role holding exactly `nodeCodes`. */
async function accountWithRole(nodeCodes: string[]): Promise<{ username: string; password: string; roleId: number; roleVersion: number }> {
  serial += 1;
  const auth = await adminAuth();
  const role = await apiCall<{ id: number; version?: number }>(server.url, '/api/admin/addRole', { name: `Palette viewer ${serial}`, nodeCodes }, auth);
  expect(role.resultcode).toBe(1);
  const username = `palette.viewer${serial}`;
  const password = 'Viewer-lantern-1234';
  const phone = `1391234${String(5000 + serial).padStart(4, '0')}`;
  const user = await apiCall(server.url, '/api/admin/addUser', { username, name: `Palette Viewer ${serial}`, phone, password, roleIds: [role.result.id] }, auth);
  expect(user.resultcode).toBe(1);
  const detail = await apiCall<{ version: number }>(server.url, '/api/admin/getRole', { roleId: role.result.id }, auth);
  return { username, password, roleId: role.result.id, roleVersion: detail.result.version };
}

describe('palette context actions on system users', () => {
  it('lists the open record’s actions first, runs "disable" with its confirmation, and the record shows disabled', async () => {
    const page = await consolePage();
    const ops = await userByName('ops');
    expect(ops.status).toBe(1);
    await openUser(page, 'ops');

    await openPalette(page);
    const disable = t('keyboard.context.record', { action: t('resources.users.disable'), name: 'ops' });
    // First group, "this record": the actions that apply in the record's state (not "enable").
    // The page hands them to the palette once the record is drawn.
    await expect.poll(() => palette(page).locator('[cmdk-group-heading]').first().textContent()).toBe(t('keyboard.context.section.record'));
    const offered = await titles(page, 'record');
    expect(offered).toContain(disable);
    expect(offered).toContain(t('keyboard.context.record', { action: t('resources.users.endSessions'), name: 'ops' }));
    expect(offered).not.toContain(t('keyboard.context.record', { action: t('resources.users.enable'), name: 'ops' }));

    await page.keyboard.type('disable');
    await expect.poll(() => palette(page).locator('[cmdk-item][data-selected="true"] [data-testid="palette-item-title"]').textContent()).toBe(disable);
    await page.keyboard.press('Enter');

    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(t('resources.users.disable.confirm', { count: 1, names: String(ops.id) }));
    await tabToTestId(page, 'confirm-ok');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });

    // The server's answer, then the record read again.
    await expect.poll(() => page.getByTestId('toast-success').allTextContents(), { timeout: 15_000 }).toContain(t('resources.users.disable.done', { name: 'ops' }));
    await expect.poll(() => view(page).getByTestId('detail-value-status').textContent(), { timeout: 15_000 }).toBe(t('resources.enum.userStatus.0'));
    expect((await userByName('ops')).status).toBe(0);

    // Refreshed: the record now offers "enable", not "disable".
    await openPalette(page);
    await expect.poll(() => titles(page, 'record')).toContain(t('keyboard.context.record', { action: t('resources.users.enable'), name: 'ops' }));
    expect(await titles(page, 'record')).not.toContain(disable);
    await page.keyboard.press('Escape');
  });

  it('lists the bulk actions of the rows selected with x and shows per-item results', async () => {
    const page = await consolePage();
    // The rows the list shows for ?status=enabled&sort=username, and the first two besides admin.
    const listed = await apiCall<{ list: UserRow[] }>(server.url, '/api/admin/getUsersList', { status: 1, sort: 'username', limit: 20 }, await adminAuth());
    const before = listed.result.list.map((u, index) => ({ ...u, index })).filter((u) => u.username !== 'admin').slice(0, 2);
    expect(before).toHaveLength(2);
    await openUsers(page, '?status=enabled&sort=username');
    // The `?` sheet lists the keys this list answers to, from the table it dispatches by.
    await page.keyboard.press('?');
    const listKeys = page.getByTestId('shortcut-sheet').locator('[data-section="list"] li');
    await listKeys.first().waitFor();
    expect(await listKeys.allTextContents()).toEqual(LIST_KEYS.map((k) => expect.stringContaining(t(k.label))));
    await page.keyboard.press('Escape');
    await page.getByTestId('shortcut-sheet').waitFor({ state: 'detached' });
    expect(await rows(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))))).toEqual(listed.result.list.map((u) => u.id));
    const cursorId = () => view(page).locator('[data-testid="list-row"][data-cursor="true"]').getAttribute('data-id');
    await page.keyboard.press('j'); // the first j takes focus to the cursor row (the first)
    let at = 0;
    for (const user of before) {
      for (; at < user.index; at++) await page.keyboard.press('j');
      expect(await cursorId()).toBe(String(user.id));
      await page.keyboard.press('x');
    }
    await expect.poll(() => view(page).getByTestId('selected-count').textContent()).toBe(t('web.list.selected', { count: 2 }));

    await openPalette(page);
    const bulk = t('keyboard.context.selection', { action: t('resources.users.disable'), count: 2 });
    await expect.poll(() => palette(page).locator('[cmdk-group-heading]').first().textContent()).toBe(t('keyboard.context.section.selection'));
    expect(await titles(page, 'selection')).toContain(bulk);
    await page.keyboard.type('disable 2');
    await expect.poll(() => palette(page).locator('[cmdk-item][data-selected="true"] [data-testid="palette-item-title"]').textContent()).toBe(bulk);
    await page.keyboard.press('Enter');

    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(t('resources.users.disable.confirm', { count: 2, names: before.map((u) => u.id).join(', ') }));
    await tabToTestId(page, 'confirm-ok');
    await page.keyboard.press('Enter');

    const result = page.getByTestId('command-result');
    await result.waitFor();
    const text = await result.textContent();
    for (const user of before) expect(text).toContain(t('resources.users.disable.done', { name: user.username }));
    expect(await result.locator('tbody tr').count()).toBe(2);
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });

    expect((await Promise.all(before.map((u) => userByName(u.username)))).map((u) => u.status)).toEqual([0, 0]);
    // The list reloaded (status filter: enabled) once the server answered, and the selection is cleared.
    await expect.poll(async () => (await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).some((id) => before.some((u) => String(u.id) === id)), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => view(page).getByTestId('bulk-bar').count()).toBe(0);
  });

  it('offers nothing the user may not do, and a permission taken away while the page is open shows the 106 toast', async () => {
    const viewer = await accountWithRole(['system', 'systemUser']);
    const page = await consolePage(viewer.username, viewer.password);
    await openUser(page, 'finance');
    await openPalette(page);
    expect(await palette(page).locator('[data-section="record"]').count()).toBe(0);
    await page.keyboard.type('disable');
    expect(await palette(page).locator('[data-testid="palette-item-title"]').allTextContents()).not.toContain(
      t('keyboard.context.record', { action: t('resources.users.disable'), name: 'finance' }),
    );
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    // Back on the list, it reads its rows again (still allowed) before the permission goes: its
    // answer, not just a table that is not busy yet, shows the read is over.
    const reread = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/getUsersList');
    await page.keyboard.press('Escape');
    await reread;
    await rows(page).first().waitFor();
    await expect.poll(() => view(page).getByTestId('list-table').getAttribute('aria-busy')).toBe('false');
    expect(await page.getByTestId('toast-error').count()).toBe(0);

    // The admin removes the users page from the viewer's role while the list is open.
    const removed = await apiCall(server.url, '/api/admin/editRole', { roleId: viewer.roleId, version: viewer.roleVersion, nodeCodes: ['system'] }, await adminAuth());
    expect(removed.resultcode).toBe(1);

    // Next action: open a record.
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('toast-error').allTextContents(), { timeout: 15_000 }).toContain(t('error.permissionDenied'));
    expect(t('error.permissionDenied')).toBe('your permission is insufficient to access this function');
  });
});

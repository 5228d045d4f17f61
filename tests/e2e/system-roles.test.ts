/**
 * Roles, message records and the audit trail in real Chromium against the real
 * server, by KEYBOARD ONLY once signed in: a role created with the permission tree (a parent
 * checks its subtree, its own parent shows indeterminate), assigned to a user and in force at
 * once; delete refused while the role is held (the server's reason per item); an announcement
 * composed to a role with its per-recipient delivery; the audit trail filtered by who, what
 * and when, opening the record.
 */
import { t } from '@careops/core/i18n';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formReady, launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';
import { tabTo } from '../support/keyboard';

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

async function consolePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, 'admin', TEST_ADMIN_PASSWORD);
  return page;
}

/** The visible console page (tabs keep other pages mounted, hidden). */
const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');
const rows = (page: Page): Locator => view(page).locator('[data-testid="list-row"]');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await view(page).locator('[data-testid="list-row"], [data-testid="list-empty"], [data-testid="compose-form"]').first().waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Filters the visible list by its first filter (`/`, type, Enter) and goes back to the rows (Escape). */
async function filterFirst(page: Page, text: string, key: string): Promise<void> {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.searchParams.get(key) === text);
  // The URL changes at once; the filtered rows come with the server's answer.
  await expect.poll(() => rows(page).first().textContent(), { timeout: 15_000 }).toContain(text);
  await page.keyboard.press('Escape');
}

async function admin() {
  return login(server.url, 'admin', TEST_ADMIN_PASSWORD);
}

async function roleNamed(name: string): Promise<{ id: number; nodeCount: number; userCount: number }> {
  const answer = await apiCall<{ list: Array<{ id: number; name: string; nodeCount: number; userCount: number }> }>(server.url, '/api/admin/getRoleList', { name }, await admin());
  const role = answer.result.list.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

const nodeState = (page: Page, code: string) => page.locator(`[data-testid="tree-node"][data-code="${code}"]`).getAttribute('data-state');

describe('roles, messages and the audit trail, by keyboard', () => {
  it('creates a role with a parent checked (its subtree checked), assigns it, and it applies at once', async () => {
    const page = await consolePage();
    await open(page, '/system/role');
    await tabTo(page, '[data-testid="list-add"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('form-dialog');
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe('field-name');
    await page.keyboard.type('Night shift');
    await tabTo(page, '[data-testid="tree-filter"]');
    await page.keyboard.type('messages');
    await tabTo(page, '[data-testid="tree-node"][data-code="message"]');
    await page.keyboard.press('Space');
    for (const code of ['message', 'messageRecord', 'messageRecord.send', 'messageRecordRecord', 'messageRecordDetail']) expect(await nodeState(page, code)).toBe('checked');
    expect(await nodeState(page, 'system')).toBe('indeterminate');
    expect(await page.locator('[data-testid="tree-node"][data-code="system"]').evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    // Unchecking one child leaves its parent partly checked.
    await tabTo(page, '[data-testid="tree-node"][data-code="messageRecordRecord"]');
    await page.keyboard.press('Space');
    expect(await nodeState(page, 'message')).toBe('indeterminate');
    await page.keyboard.press('Space');
    expect(await nodeState(page, 'message')).toBe('checked');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });

    const role = await roleNamed('Night shift');
    expect(role.nodeCount).toBe(6);
    const detail = await apiCall<{ nodeCodes: string[] }>(server.url, '/api/admin/getRole', { roleId: role.id }, await admin());
    expect([...detail.result.nodeCodes].sort()).toEqual(['message', 'messageRecord', 'messageRecord.send', 'messageRecordDetail', 'messageRecordRecord', 'system']);
    await expect.poll(() => rows(page).filter({ hasText: 'Night shift' }).count(), { timeout: 15_000 }).toBe(1);

    // Assign it to the account whose role grants nothing.
    const noperm = await login(server.url, 'noperm', TEST_ADMIN_PASSWORD);
    expect((await apiCall(server.url, '/api/admin/getMessageRecordList', {}, noperm)).resultcode).toBe(106);
    await open(page, '/system/user');
    await filterFirst(page, 'noperm', 'username');
    await page.keyboard.press('Enter');
    await view(page).getByTestId('detail-title').filter({ hasText: 'noperm' }).waitFor();
    await tabTo(page, '[data-testid="detail-edit"]');
    await page.keyboard.press('Enter');
    await formReady(dialog);
    await tabTo(page, `[data-testid="field-roleIds"] input[data-value="${role.id}"]`);
    await page.keyboard.press('Space');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => view(page).getByTestId('detail-value-roles').textContent(), { timeout: 15_000 }).toContain('Night shift');
    // Permissions are read per request: the token issued before the change has them now.
    expect((await apiCall(server.url, '/api/admin/getMessageRecordList', {}, noperm)).resultcode).toBe(1);
  });

  it('refuses to delete a role some user holds, with the reason per item; deletes an unused one', async () => {
    const auth = await admin();
    const held = await apiCall<{ id: number }>(server.url, '/api/admin/addRole', { name: 'Held role', nodeCodes: ['orderList'] }, auth);
    const user = await apiCall<{ list: Array<{ id: number; version: number }> }>(server.url, '/api/admin/getUsersList', { username: 'studio' }, auth);
    const studio = user.result.list[0];
    if (!studio) throw new Error('no studio user');
    expect((await apiCall(server.url, '/api/admin/editUser', { userId: studio.id, version: studio.version, roleIds: [3, held.result.id] }, auth)).resultcode).toBe(1);
    expect((await apiCall(server.url, '/api/admin/addRole', { name: 'Spare role', nodeCodes: [] }, auth)).resultcode).toBe(1);

    const page = await consolePage();
    await open(page, '/system/role');
    await filterFirst(page, 'Held role', 'name');
    await page.keyboard.press('x');
    await tabTo(page, '[data-testid="bulk-delete"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-dialog').waitFor();
    await tabTo(page, '[data-testid="confirm-ok"]');
    await page.keyboard.press('Enter');
    const result = view(page).getByTestId('action-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('false');
    expect(await result.getByTestId('action-result-message').textContent()).toContain(t('system.validate.roleInUse', { count: 1 }));
    expect(await rows(page).count()).toBe(1);

    await filterFirst(page, 'Spare role', 'name');
    await page.keyboard.press('x');
    await tabTo(page, '[data-testid="bulk-delete"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-dialog').waitFor();
    await tabTo(page, '[data-testid="confirm-ok"]');
    await page.keyboard.press('Enter');
    // The held role's result stays on screen until the server has answered this one.
    await expect.poll(() => view(page).getByTestId('action-result-message').textContent(), { timeout: 15_000 }).toBe(t('resources.roles.delete.done', { name: 'Spare role' }));
    await view(page).getByTestId('list-empty').waitFor();
  });

  it('composes an announcement to a role (the group is required) and shows per-recipient delivery', async () => {
    const page = await consolePage();
    await open(page, '/system/message/message-record');
    await tabTo(page, '[data-testid="compose-link"]');
    await page.keyboard.press('Enter');
    const form = view(page).getByTestId('compose-form');
    await form.waitFor();
    await expect.poll(() => focused(page)).toBe('field-target');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await form.getByTestId('field-target').inputValue()).toBe('role');
    await tabTo(page, '[data-testid="field-title"]');
    await page.keyboard.type('Rota change');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The night rota changes on Monday.');
    await page.keyboard.press('Control+Enter');
    // core's schema: a role target needs its role.
    expect(await form.getByTestId('error-roleId').textContent()).toBe(t('validate.required'));

    await tabTo(page, '[data-testid="field-roleId"]', true);
    // The roles to choose from come from the server.
    await form.locator('[data-testid="field-roleId"] option[value="5"]').waitFor({ state: 'attached', timeout: 15_000 });
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    expect(await form.getByTestId('field-roleId').inputValue()).toBe('5');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL((u) => /^\/system\/message\/message-record\/record-detail\/\d+$/.test(u.pathname));
    await view(page).getByTestId('detail-title').filter({ hasText: 'Rota change' }).waitFor();
    expect(await view(page).getByTestId('detail-value-channel').textContent()).toBe(t('resources.enum.messageChannel.announcement'));
    const recipients = view(page).getByTestId('recipient-row');
    await recipients.first().waitFor();
    const statuses = await recipients.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 'delivered')).toBe(true);
    expect(await recipients.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('ops')]));
    expect(Number(await view(page).getByTestId('detail-value-recipients').textContent())).toBe(statuses.length);
  });

  it('the audit trail filters by who, what and when, and opens the record', async () => {
    await apiCall(server.url, '/api/admin/addRole', { name: 'Audited role', nodeCodes: [] }, await admin());
    const role = await roleNamed('Audited role');
    const page = await consolePage();
    await open(page, '/system/user?view=audit');
    await page.keyboard.press('/');
    await tabTo(page, '[data-testid="filter-username"]');
    await page.keyboard.type('admin');
    await tabTo(page, '[data-testid="filter-action"]');
    await page.keyboard.type('systemRole.add');
    await tabTo(page, '[data-testid="filter-from"]');
    const now = new Date();
    const mmddyyyy = `${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}${now.getFullYear()}`;
    await page.keyboard.type(mmddyyyy);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('action') === 'systemRole.add' && u.searchParams.get('view') === 'audit' && u.searchParams.has('from'));
    // The filtered rows come with the server's answer.
    await expect.poll(async () => (await rows(page).allTextContents()).every((r) => r.includes('systemRole.add') && r.includes('admin')), { timeout: 15_000 }).toBe(true);
    const target = rows(page).filter({ hasText: String(role.id) }).filter({ hasText: 'role' });
    await expect.poll(() => target.count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // "When": a window that ended yesterday holds none of today's rows.
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${server.url}/system/user?view=audit&action=systemRole.add&to=${yesterday}`);
    await view(page).getByTestId('list-empty').waitFor();
    expect(await view(page).getByTestId('list-empty').textContent()).toContain(t('web.list.emptyFiltered'));

    await page.goBack();
    await page.waitForURL((u) => u.searchParams.has('from'));
    await expect.poll(() => target.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const index = await rows(page).evaluateAll((els, id) => els.findIndex((e) => e.textContent?.includes(`role${id}`)), role.id);
    expect(index).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('j');
    for (let i = 0; i < index; i++) await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/system/role' && u.searchParams.get('id') === String(role.id));
    await view(page).getByTestId('detail-title').filter({ hasText: 'Audited role' }).waitFor();
    await expect.poll(() => view(page).locator('[data-testid="history-row"][data-action="systemRole.add"]').count(), { timeout: 15_000 }).toBe(1);
  });
});

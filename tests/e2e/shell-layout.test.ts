/**
 * The signed-in layout in real Chromium against the real server: tabs and their
 * context menu, tabs across a reload and a logout, settings that persist, the sidebar cookie,
 * mobile mode, the error log, breadcrumb and title, and the change-password dialog.
 */
import { t } from '@careops/core/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';

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

async function consolePage(username = 'admin', viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, server.url, username, TEST_ADMIN_PASSWORD);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const tabPaths = (page: Page) => page.getByTestId('tab').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
const activeTab = (page: Page) => page.locator('[data-testid="tab"][data-active="true"]').getAttribute('data-path');
const tab = (page: Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"] a`);
const mountOf = (page: Page, path: string) => page.locator(`[data-testid="page"][data-path="${path}"]`).getAttribute('data-mount');

async function openMessageCenter(page: Page): Promise<void> {
  await page.getByTestId('message-bell').click();
  await page.waitForURL((u) => u.pathname === '/message-center');
  await page.getByTestId('messages-list').or(page.getByTestId('messages-empty')).waitFor();
}

async function tabMenu(page: Page, path: string, item: string): Promise<void> {
  await tab(page, path).click({ button: 'right' });
  await page.getByTestId('tab-menu').waitFor();
  await page.getByTestId(`menu-${item}`).click();
}

describe('console layout', () => {
  it('opens tabs of visited pages; refresh, close, close others, close all; Home stays pinned', async () => {
    const page = await consolePage();
    expect(await tabPaths(page)).toEqual(['/home']);
    expect(await page.locator('[data-testid="tab"][data-path="/home"] [data-testid="tab-close"]').count()).toBe(0);

    await openMessageCenter(page);
    expect(await tabPaths(page)).toEqual(['/home', '/message-center']);
    expect(await activeTab(page)).toBe('/message-center');
    const mounted = await mountOf(page, '/message-center');

    // Switching tabs keeps the page mounted (its state survives); refresh re-mounts it.
    await tab(page, '/home').click();
    await page.waitForURL((u) => u.pathname === '/home');
    await tab(page, '/message-center').click();
    await page.waitForURL((u) => u.pathname === '/message-center');
    expect(await mountOf(page, '/message-center')).toBe(mounted);
    await tabMenu(page, '/message-center', 'refresh');
    await expect.poll(() => mountOf(page, '/message-center')).not.toBe(mounted);
    expect(pathOf(page)).toBe('/message-center');

    // Home's "close" is disabled; "close others" on Home keeps only Home and shows it.
    await tab(page, '/home').click({ button: 'right' });
    expect(await page.getByTestId('menu-close').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('tab-menu').count()).toBe(0);
    await tabMenu(page, '/home', 'close-others');
    await expect.poll(() => tabPaths(page)).toEqual(['/home']);
    expect(pathOf(page)).toBe('/home');

    // "close all" closes everything but Home and goes there.
    await openMessageCenter(page);
    await tabMenu(page, '/message-center', 'close-all');
    await expect.poll(() => tabPaths(page)).toEqual(['/home']);
    await page.waitForURL((u) => u.pathname === '/home');

    // Closing the active tab (its ×) goes to the last remaining tab.
    await openMessageCenter(page);
    await page.locator('[data-testid="tab"][data-path="/message-center"] [data-testid="tab-close"]').click();
    await page.waitForURL((u) => u.pathname === '/home');
    expect(await tabPaths(page)).toEqual(['/home']);

    // Middle-click closes; a tab in the background closes without moving away.
    await openMessageCenter(page);
    await tab(page, '/home').click();
    await page.waitForURL((u) => u.pathname === '/home');
    await tab(page, '/message-center').click({ button: 'middle' });
    await expect.poll(() => tabPaths(page)).toEqual(['/home']);
    expect(pathOf(page)).toBe('/home');
    expect(await page.locator('[data-testid="page"][data-path="/message-center"]').count()).toBe(0);

    // Middle-clicking Home does nothing: it is pinned.
    await tab(page, '/home').click({ button: 'middle' });
    expect(await tabPaths(page)).toEqual(['/home']);
  });

  it('operates the tab menu by keyboard alone', async () => {
    const page = await consolePage();
    await openMessageCenter(page);
    await tab(page, '/message-center').focus();
    await page.keyboard.press('Shift+F10');
    await page.getByTestId('tab-menu').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-refresh');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-close');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/home');
    expect(await tabPaths(page)).toEqual(['/home']);
  });

  it('keeps open tabs across a reload and forgets them at logout', async () => {
    const page = await consolePage('cs');
    await openMessageCenter(page);
    await page.getByTestId('messages-unread-only').check();
    await page.waitForURL((u) => u.search === '?unread=1');
    await tab(page, '/home').click();
    await page.waitForURL((u) => u.pathname === '/home');

    await page.reload();
    await page.getByTestId('console-layout').waitFor();
    await expect.poll(() => tabPaths(page)).toEqual(['/home', '/message-center']);
    expect(await activeTab(page)).toBe('/home');
    await tab(page, '/message-center').click();
    await page.waitForURL((u) => u.pathname === '/message-center' && u.search === '?unread=1');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('careops.token'))).toBeNull();
    await signIn(page, server.url, 'cs');
    expect(await tabPaths(page)).toEqual(['/home']);
  });

  it('persists the settings panel choices across a reload', async () => {
    const page = await consolePage();
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--careops-primary').trim().toUpperCase());
    expect(await primary()).toBe('#409EFF');

    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-panel').waitFor();
    await page.getByTestId('theme-11A983').check({ force: true });
    await page.getByTestId('setting-tagsView').click();
    await page.getByTestId('setting-fixedHeader').click();
    await page.getByTestId('setting-sidebarLogo').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('settings-panel').count()).toBe(0);

    const check = async () => {
      expect(await primary()).toBe('#11A983');
      expect(await page.getByTestId('tags-view').count()).toBe(0);
      expect(await page.getByTestId('console-header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
      expect(await page.getByTestId('sidebar-title').locator('svg').count()).toBe(1);
    };
    await check();
    await page.reload();
    await page.getByTestId('console-layout').waitFor();
    await check();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('careops.settings'))) ?? '{}') as Record<string, unknown>;
    expect(stored).toEqual({ theme: '#11A983', tagsView: false, fixedHeader: true, sidebarLogo: true });
  });

  it('collapses the sidebar and remembers it in the sidebarStatus cookie', async () => {
    const page = await consolePage();
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-state')).toBe('open');
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(210);
    expect(await page.getByTestId('sidebar-title').textContent()).toBe(t('app.productName'));

    await page.getByTestId('hamburger').click();
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value;
    expect(await cookie()).toBe('0');
    await page.reload();
    await page.getByTestId('console-layout').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    await page.getByTestId('hamburger').click();
    await expect.poll(cookie).toBe('1');
  });

  it('below 992 px the sidebar is a drawer that closes on navigation', async () => {
    const page = await consolePage('admin', { width: 390, height: 844 });
    expect(await page.getByTestId('console-layout').getAttribute('data-device')).toBe('mobile');
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-state')).toBe('hidden');
    expect(await sidebar.isVisible()).toBe(false);

    await openMessageCenter(page);
    await page.getByTestId('hamburger').click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar-backdrop').isVisible()).toBe(true);
    await page.getByTestId('menu-item-home').click();
    await page.waitForURL((u) => u.pathname === '/home');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    // Escape closes the drawer too.
    await page.getByTestId('hamburger').click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);

    // Growing past the breakpoint turns it back into the desktop layout.
    await page.setViewportSize({ width: 1200, height: 844 });
    await expect.poll(() => page.getByTestId('console-layout').getAttribute('data-device')).toBe('desktop');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
  });

  it('shows breadcrumb and title, and collects client errors in the error log', async () => {
    const page = await consolePage();
    await openMessageCenter(page);
    await expect.poll(() => page.title()).toBe(`message center - ${t('app.productName')}`);
    const crumbs = page.getByTestId('breadcrumb');
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['home', 'message center']);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('message center');
    await crumbs.getByRole('link', { name: 'home' }).click();
    await page.waitForURL((u) => u.pathname === '/home');

    expect(await page.getByTestId('error-log-count').count()).toBe(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom from the test');
      });
      void Promise.reject(new Error('rejected in the test'));
    });
    await expect.poll(() => page.getByTestId('error-log-count').textContent()).toBe('2');
    await page.getByTestId('error-log-button').click();
    const list = page.getByTestId('error-log-list');
    await list.waitFor();
    expect(await list.textContent()).toContain('boom from the test');
    expect(await list.textContent()).toContain('rejected in the test');
    await page.getByTestId('error-log-clear').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('error-log-count').count()).toBe(0);
  });

  it('message center: the bell counts unread messages; mark one read, then all', async () => {
    const page = await consolePage('ops');
    const badge = page.getByTestId('message-unread');
    await badge.waitFor();
    const unread = Number(await badge.textContent());
    expect(unread).toBeGreaterThanOrEqual(2);

    await openMessageCenter(page);
    const unreadRows = page.locator('[data-testid="message"][data-read="false"]');
    expect(await unreadRows.count()).toBe(unread);
    await unreadRows.first().getByTestId('message-mark-read').click();
    // The bell and the list each follow once the server has marked it.
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe(String(unread - 1));
    await expect.poll(() => unreadRows.count(), { timeout: 15_000 }).toBe(unread - 1);

    await page.getByTestId('messages-mark-all').click();
    await expect.poll(() => badge.count(), { timeout: 15_000 }).toBe(0);
    await page.getByTestId('messages-unread-only').check();
    await page.getByTestId('messages-empty').waitFor();
    expect(new URL(page.url()).search).toBe('?unread=1');
  });

  it('validates the change-password form, confirms, and logs out after the change', async () => {
    const page = await consolePage('studio');
    const openDialog = async () => {
      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-change-password').click();
      await page.getByTestId('change-password-dialog').waitFor();
    };
    const error = (field: string) => page.getByTestId(`password-${field}-error`);
    const fill = async (old: string, next: string, again: string) => {
      await page.getByLabel('old password').fill(old);
      await page.getByLabel('new password', { exact: true }).fill(next);
      await page.getByLabel('confirm new password').fill(again);
      await page.getByTestId('password-submit').click();
    };
    await openDialog();

    await fill('', '', '');
    expect(await error('oldPassword').textContent()).toBe(t('validate.oldPasswordRequired'));
    expect(await error('password').textContent()).toBe(t('validate.newPasswordRequired'));
    expect(await error('checkPassZ').textContent()).toBe(t('validate.confirmPasswordRequired'));

    await fill(TEST_ADMIN_PASSWORD, 'abc', 'abc');
    expect(await error('password').textContent()).toBe(t('validate.passwordMin', { min: 12 }));
    await fill(TEST_ADMIN_PASSWORD, 'New-pass-5678', 'New-pass-0000');
    expect(await error('checkPassZ').textContent()).toBe(t('validate.passwordMismatch'));
    // At most 128 characters can be typed.
    await page.getByLabel('new password', { exact: true }).fill('');
    await page.getByLabel('new password', { exact: true }).pressSequentially('1234567890'.repeat(13));
    expect(await page.getByLabel('new password', { exact: true }).inputValue()).toBe('1234567890'.repeat(13).slice(0, 128));

    // Cancelling the confirmation changes nothing and says "cancelled".
    await fill(TEST_ADMIN_PASSWORD, 'New-pass-5678', 'New-pass-5678');
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(t('password.confirmChange'));
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('toast-info').filter({ hasText: t('common.cancelled') }).waitFor();
    expect(await page.getByTestId('change-password-dialog').isVisible()).toBe(true);

    // A wrong old password is the user's to fix: a red toast and the field's message (no field
    // key in either), not an application error for the log, and nothing changes.
    await fill('Wrong-old-1', 'New-pass-5678', 'New-pass-5678');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('toast-error').filter({ hasText: t('error.wrongOldPassword') }).waitFor();
    expect(await page.getByTestId('toast-error').last().textContent()).not.toContain('oldPassword');
    await expect.poll(() => error('oldPassword').textContent()).toBe(t('error.wrongOldPassword'));
    expect(await page.getByTestId('error-log-count').count()).toBe(0);

    await fill(TEST_ADMIN_PASSWORD, 'New-pass-5678', 'New-pass-5678');
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('careops.token'))).toBeNull();

    await page.getByLabel('username', { exact: true }).fill('studio');
    await page.getByLabel('password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    // The server checks the old password (a slow hash) before it answers.
    await expect.poll(() => page.getByTestId('login-error').textContent(), { timeout: 15_000 }).toBe(t('error.wrongCredentials'));
    await signIn(page, server.url, 'studio', 'New-pass-5678');
    expect(pathOf(page)).toBe('/home');
  });
});

/**
 * The command palette in real Chromium against the real server: keyboard-only navigation,
 * `>` for commands, recent entries first (kept across reloads), and a restricted user who
 * never sees what she may not open.
 */
import type { SearchHit } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { accessibleRoutes, flattenRoutes, grantableRoutes, routeForPath, type PermissionNode } from '@careops/core/permissions';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPalettePage } from '../../apps/web/src/platform/keyboard/palette-entries';
import { consoleHasPage as hasPage } from '../../apps/web/src/app/areas';
import { launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function consolePage(username = 'admin'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Fail a stuck step with Playwright's own message, well before the test's 30 s timeout.
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, username, TEST_ADMIN_PASSWORD);
  return page;
}

const palette = (page: Page) => page.getByTestId('command-palette');
const entryIds = (page: Page) => page.locator('[cmdk-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-entry-id') ?? ''));
const selectedId = (page: Page) => page.locator('[cmdk-item][data-selected="true"]').getAttribute('data-entry-id');

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('palette-input');
}

async function search(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Pages the palette must offer a user: permitted, implemented, listed (not hidden, no parameters). */
async function expectedPages(username: string): Promise<{ offered: string[]; forbidden: string[] }> {
  const auth = await login(server.url, username, TEST_ADMIN_PASSWORD);
  const answer = await apiCall<{ permissionNode: PermissionNode[] }>(server.url, '/api/admin/getUserPermission', { userId: auth.userId }, auth);
  const permitted = flattenRoutes(accessibleRoutes(answer.result.permissionNode));
  const offered = permitted.filter((r) => isPalettePage(r) && hasPage(r.name)).map((r) => r.path);
  const allowed = new Set(permitted.map((r) => r.path));
  const forbidden = grantableRoutes.filter((r) => !allowed.has(r.path) && !r.path.includes('/:') && !r.children?.length).map((r) => r.path);
  return { offered, forbidden };
}

/** What `#query` must list for a user: the server's hits whose page the console has. */
async function expectedRecords(username: string, q: string): Promise<SearchHit[]> {
  const auth = await login(server.url, username, TEST_ADMIN_PASSWORD);
  const answer = await apiCall<{ hits: SearchHit[] }>(server.url, '/api/admin/searchRecords', { q }, auth);
  expect(answer.resultcode).toBe(1);
  return answer.result.hits.filter((hit) => {
    const route = routeForPath(hit.path);
    return route !== undefined && hasPage(route.name);
  });
}

describe('command palette', () => {
  it('navigates by keyboard only: Ctrl+K, type, Enter lands on the page', async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/message-center`);
    await page.getByTestId('console-layout').waitFor();
    await openPalette(page);
    await search(page, 'home');
    await expect.poll(() => selectedId(page)).toBe('page:/home');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/home');
    await expect.poll(() => palette(page).count()).toBe(0);

    // Every other page the console has is reachable the same way.
    const { offered } = await expectedPages('admin');
    for (const path of offered.filter((p) => p !== '/home')) {
      await openPalette(page);
      await search(page, path);
      await expect.poll(() => selectedId(page)).toBe(`page:${path}`);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === path);
    }
    await page.context().close();
  });

  it('opens from the top bar button and closes with Esc', async () => {
    const page = await consolePage();
    await page.getByTestId('open-palette').click();
    await palette(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => palette(page).count()).toBe(0);
    await page.context().close();
  });

  it('narrows to commands with > and runs one, showing its result', async () => {
    const page = await consolePage();
    await openPalette(page);
    await search(page, '>');
    const ids = await entryIds(page);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('command:') || id.startsWith('action:'))).toBe(true);
    expect(ids).toContain('command:session.whoami');

    await search(page, '>who');
    await expect.poll(() => selectedId(page)).toBe('command:session.whoami');
    await expect.poll(async () => (await entryIds(page)).some((id) => id.startsWith('page:'))).toBe(false);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('command-result');
    await result.waitFor();
    await expect.poll(() => result.getByTestId('command-output-record').innerText()).toContain('admin');
    await page.keyboard.press('Escape');
    await expect.poll(() => result.count()).toBe(0);
    await page.context().close();
  });

  it('shows each entry’s shortcut as key caps', async () => {
    const page = await consolePage();
    await openPalette(page);
    await search(page, 'home');
    const caps = page.locator('[cmdk-item][data-entry-id="page:/home"] kbd');
    await expect.poll(() => caps.allInnerTexts()).toEqual(['G', 'H']);
    await search(page, '>terminal');
    await expect.poll(() => page.locator('[cmdk-item][data-entry-id="action:terminal"] kbd').allInnerTexts()).toEqual(['Ctrl', '`']);
    await page.context().close();
  });

  it('opens the shell’s change-password dialog for change password', async () => {
    const page = await consolePage();
    await openPalette(page);
    await search(page, '>change password');
    await expect.poll(() => selectedId(page)).toBe('command:session.changePassword');
    await page.keyboard.press('Enter');
    await page.getByTestId('change-password-dialog').waitFor();
    await page.context().close();
  });

  it('lists recent entries first, most recent first, per user and across reloads', async () => {
    const page = await consolePage();
    await openPalette(page);
    await search(page, '>who');
    await expect.poll(() => selectedId(page)).toBe('command:session.whoami');
    await page.keyboard.press('Enter');
    await page.getByTestId('command-result').waitFor();
    await page.keyboard.press('Escape');

    await openPalette(page);
    await search(page, 'home');
    await expect.poll(() => selectedId(page)).toBe('page:/home');
    await page.keyboard.press('Enter');

    await openPalette(page);
    await expect.poll(async () => (await entryIds(page)).slice(0, 2)).toEqual(['page:/home', 'command:session.whoami']);
    await expect.poll(() => page.locator('[cmdk-group-heading]').first().textContent()).toBe(t('keyboard.palette.section.recent'));

    await page.reload();
    await page.getByTestId('console-layout').waitFor();
    await openPalette(page);
    await expect.poll(async () => (await entryIds(page)).slice(0, 2)).toEqual(['page:/home', 'command:session.whoami']);

    // Another user signing in on the same browser sees none of admin's recent entries.
    await search(page, '>log out');
    await expect.poll(() => selectedId(page)).toBe('command:session.logout');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.endsWith('/login'));
    await signIn(page, server.url, 'cs', TEST_ADMIN_PASSWORD);
    await openPalette(page);
    await expect.poll(async () => (await entryIds(page)).length).toBeGreaterThan(0);
    expect(await page.locator('[cmdk-group-heading]').allTextContents()).not.toContain(t('keyboard.palette.section.recent'));
    await page.context().close();
  });

  it('never offers a restricted user what she may not open', async () => {
    const admin = await expectedPages('admin');
    const cs = await expectedPages('cs');
    expect(cs.forbidden.some((p) => p.startsWith('/system/'))).toBe(true);
    expect(admin.forbidden).toEqual([]);

    const page = await consolePage('cs');
    await openPalette(page);
    for (const path of cs.offered) {
      await search(page, path);
      await expect.poll(() => entryIds(page)).toContain(`page:${path}`);
    }
    for (const path of cs.forbidden) {
      await search(page, path);
      await expect.poll(async () => (await entryIds(page)).filter((id) => id === `page:${path}`)).toEqual([]);
    }
    await search(page, 'system');
    await expect.poll(async () => (await entryIds(page)).filter((id) => id.startsWith('page:/system'))).toEqual([]);
    await page.context().close();
  });

  it('searches records with #, as the server allows them, and opens one', async () => {
    for (const username of ['admin', 'cs']) {
      const page = await consolePage(username);
      await openPalette(page);
      await search(page, '#');
      await expect.poll(() => page.getByTestId('palette-records-status').textContent()).toBe(t('keyboard.palette.recordsPrompt'));
      await search(page, '#admin');
      const expected = await expectedRecords(username, 'admin');
      // The palette asks the server once typing pauses.
      if (expected.length === 0) {
        await expect.poll(() => page.getByTestId('palette-records-status').textContent(), { timeout: 15_000 }).toBe(t('keyboard.palette.noRecords', { query: 'admin' }));
      } else {
        await expect.poll(() => entryIds(page), { timeout: 15_000 }).toEqual(expected.map((h) => `record:${h.kind}:${h.id}`));
        await page.keyboard.press('Enter');
        // Hits may carry a query ('/system/user?id=1'): the page opens filtered to the record.
        await page.waitForURL((u) => u.pathname + u.search === expected[0]?.path);
      }
      await page.context().close();
    }
  });
});

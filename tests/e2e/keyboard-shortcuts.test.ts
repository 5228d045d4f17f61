/**
 * Chords and single-key shortcuts in real Chromium against the real server: `g h`, the chord
 * timeout, the `?` sheet generated from the registry and the chord table, and the rule that
 * plain keys never fire while the user types in a field.
 */
import { t } from '@careops/core/i18n';
import { accessibleRoutes, flattenRoutes, type PermissionNode } from '@careops/core/permissions';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goChords } from '../../apps/web/src/platform/keyboard/chord-table';
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

/** A signed-in page on the message center (a page that is not home). */
async function awayFromHome(username = 'admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // Fail a stuck step with Playwright's own message, well before the test's 30 s timeout.
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, username, TEST_ADMIN_PASSWORD);
  await page.goto(`${server.url}/message-center`);
  await page.getByTestId('console-layout').waitFor();
  // Keys go to the page itself, not to a focused control.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return page;
}

/** The chords a user should get: areas with a page she may open and the console implements. */
async function expectedChords(username: string): Promise<string[]> {
  const auth = await login(server.url, username, TEST_ADMIN_PASSWORD);
  const answer = await apiCall<{ permissionNode: PermissionNode[] }>(server.url, '/api/admin/getUserPermission', { userId: auth.userId }, auth);
  const open = new Set(flattenRoutes(accessibleRoutes(answer.result.permissionNode)).filter((r) => hasPage(r.name)).map((r) => r.path));
  return goChords((p) => open.has(p)).map((c) => c.keys);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const sheet = (page: Page) => page.getByTestId('shortcut-sheet');

/** Adds a field of the given kind to the page and focuses it (a stand-in for any form). */
async function focusField(page: Page, kind: 'input' | 'textarea' | 'select' | 'contenteditable'): Promise<void> {
  await page.evaluate((k) => {
    const el =
      k === 'contenteditable'
        ? Object.assign(document.createElement('div'), { contentEditable: 'true' })
        : k === 'select'
          ? Object.assign(document.createElement('select'), { innerHTML: '<option>g</option><option>h</option>' })
          : document.createElement(k);
    el.setAttribute('data-testid', 'typing-field');
    el.setAttribute('aria-label', 'typing field');
    document.querySelector('[data-testid="console-layout"]')?.prepend(el);
  }, kind);
  await page.getByTestId('typing-field').focus();
}

describe('chords and shortcuts', () => {
  it('goes home with g h', async () => {
    const page = await awayFromHome();
    await page.keyboard.press('g');
    await page.getByTestId('chord-pending').waitFor();
    await page.keyboard.press('h');
    await page.waitForURL((u) => u.pathname === '/home');
    await expect.poll(() => page.getByTestId('chord-pending').count()).toBe(0);
    await page.context().close();
  });

  it('forgets a chord after about a second', async () => {
    const page = await awayFromHome();
    const pressed = Date.now();
    await page.keyboard.press('g');
    // A `g` pressed before the layer listens is handed to it when it does: the second counts from there.
    await page.getByTestId('chord-pending').waitFor();
    await page.getByTestId('chord-pending').waitFor({ state: 'detached' });
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(990);
    await page.keyboard.press('h');
    // Keys are handled in order: once `?` has opened the sheet, an `h` that completed the chord would have gone home.
    await page.keyboard.press('?');
    await sheet(page).waitFor();
    expect(pathOf(page)).toBe('/message-center');
    await page.context().close();
  });

  it('opens the shortcut sheet with ?, listing chords and registry shortcuts, and closes it with Esc', async () => {
    const page = await awayFromHome();
    await page.keyboard.press('?');
    await sheet(page).waitFor();
    const goTo = sheet(page).locator('[data-section="goTo"]');
    expect(await goTo.locator('[data-keys="g h"]').count()).toBe(1);
    expect(await goTo.textContent()).toContain(t('keyboard.action.goTo', { title: 'home' }));
    const global = sheet(page).locator('[data-section="global"]');
    for (const keys of ['mod+k', 'ctrl+`', '?']) expect(await global.locator(`[data-keys="${keys}"]`).count()).toBe(1);
    // While the sheet is open, plain keys stay quiet.
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    expect(pathOf(page)).toBe('/message-center');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet(page).count()).toBe(0);
    await page.context().close();
  });

  it('never fires single keys or chords while typing in a field', async () => {
    for (const kind of ['input', 'textarea', 'select', 'contenteditable'] as const) {
      const page = await awayFromHome();
      await focusField(page, kind);
      await page.keyboard.press('g');
      await page.keyboard.press('h');
      await page.keyboard.press('?');
      // The page has handled the keys and drawn a frame since: a shortcut they fired would show by now.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      expect(pathOf(page), kind).toBe('/message-center');
      expect(await sheet(page).count(), kind).toBe(0);
      expect(await page.getByTestId('chord-pending').count(), kind).toBe(0);
      if (kind === 'input' || kind === 'textarea') expect(await page.getByTestId('typing-field').inputValue()).toBe('gh?');
      if (kind === 'contenteditable') expect(await page.getByTestId('typing-field').textContent()).toBe('gh?');
      // Modifier shortcuts still work from a field.
      await page.keyboard.press('Control+K');
      await page.getByTestId('command-palette').waitFor();
      await page.context().close();
    }
  });

  it('only binds "go to" chords for areas the user may open', async () => {
    const page = await awayFromHome('cs');
    await page.keyboard.press('?');
    await sheet(page).waitFor();
    const chords = await sheet(page).locator('[data-section="goTo"] [data-keys]').evaluateAll((els) => els.map((e) => e.getAttribute('data-keys')));
    expect(chords).toEqual(await expectedChords('cs'));
    expect(chords).toContain('g h');
    // cs holds no system-management page: `g a` is neither listed nor bound.
    expect(chords).not.toContain('g a');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet(page).count()).toBe(0);
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    // Keys are handled in order: once `?` has opened the sheet, a bound `g a` would have left the page.
    await page.keyboard.press('?');
    await sheet(page).waitFor();
    expect(pathOf(page)).toBe('/message-center');
    await page.context().close();
  });
});

/**
 * The terminal panel in real Chromium against the real server: the same commands as
 * `careops`, parsed by core from the same registry, with history, completion and clear errors.
 */
import { t } from '@careops/core/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const page = await (await browser.newContext()).newPage();
  // Fail a stuck step with Playwright's own message, well before the test's 30 s timeout.
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, username, TEST_ADMIN_PASSWORD);
  return page;
}

const terminal = (page: Page) => page.getByTestId('terminal');
const input = (page: Page) => page.getByTestId('terminal-input');
const lastLine = (page: Page) => terminal(page).locator('[data-testid="terminal-output"] > li').last();

async function openTerminal(page: Page): Promise<void> {
  await page.keyboard.press('Control+Backquote');
  await input(page).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('terminal-input');
}

async function run(page: Page, line: string): Promise<void> {
  await input(page).fill(line);
  await page.keyboard.press('Enter');
  await expect.poll(() => input(page).inputValue()).toBe('');
}

describe('terminal panel', () => {
  it('opens with Ctrl+`, runs whoami as the signed-in user, and closes with Esc and Ctrl+`', async () => {
    const page = await consolePage('cs');
    await openTerminal(page);
    await run(page, 'whoami');
    const record = terminal(page).getByTestId('command-output-record').last();
    await record.waitFor();
    expect(await record.innerText()).toContain('cs');
    expect(await record.innerText()).toContain('13800000001');
    await page.keyboard.press('Escape');
    await expect.poll(() => terminal(page).count()).toBe(0);

    await openTerminal(page);
    // The scrollback survives closing the panel.
    expect(await terminal(page).getByTestId('command-output-record').count()).toBe(1);
    await page.keyboard.press('Control+Backquote');
    await expect.poll(() => terminal(page).count()).toBe(0);
    await page.context().close();
  });

  it('opens from the top bar and from the palette', async () => {
    const page = await consolePage();
    await page.getByTestId('open-terminal').click();
    await input(page).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').waitFor();
    await page.keyboard.type('>terminal');
    await expect.poll(() => page.locator('[cmdk-item][data-selected="true"]').getAttribute('data-entry-id')).toBe('action:terminal');
    await page.keyboard.press('Enter');
    await input(page).waitFor();
    // Focus follows to the terminal's prompt, ready to type.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('terminal-input');
    await page.keyboard.type('whoami');
    expect(await input(page).inputValue()).toBe('whoami');
    await page.context().close();
  });

  it('opens a page with open <page>', async () => {
    const page = await consolePage();
    await openTerminal(page);
    await run(page, 'open message-center');
    await page.waitForURL((u) => u.pathname === '/message-center');
    await expect.poll(() => lastLine(page).innerText()).toContain('/message-center');
    await run(page, 'open home');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.context().close();
  });

  it('renders tables as HTML tables whose rows open their page when the console has it', async () => {
    const page = await consolePage();
    await openTerminal(page);
    await run(page, 'users list');
    const table = terminal(page).getByTestId('command-output-table').last();
    await table.waitFor();
    expect(await table.locator('th').allInnerTexts()).toEqual(expect.arrayContaining(['username']));
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    const linked = table.locator('tbody tr[data-path]');
    if (!hasPage('systemUser')) {
      // No system-user page in this console yet: rows are plain, never a dead link.
      expect(await linked.count()).toBe(0);
    } else {
      const path = await linked.first().getAttribute('data-path');
      await linked.first().getByRole('button').click();
      await page.waitForURL((u) => u.pathname + u.search === path);
    }
    await page.context().close();
  });

  it('names unknown commands, bad flags and pages the user may not open', async () => {
    const page = await consolePage('cs');
    await openTerminal(page);
    await run(page, 'frobnicate');
    await expect.poll(() => lastLine(page).innerText()).toBe(t('commands.error.unknownCommand', { name: 'frobnicate' }));
    expect(await lastLine(page).getAttribute('data-tone')).toBe('error');
    await run(page, 'whoamii');
    await expect.poll(() => lastLine(page).innerText()).toBe(t('commands.error.didYouMean', { name: 'whoamii', suggestion: 'whoami' }));
    await run(page, 'whoami --loud');
    await expect.poll(() => lastLine(page).innerText()).toBe(t('commands.error.unknownFlag', { flag: 'loud', command: 'whoami' }));
    await run(page, 'open systemUser');
    await expect.poll(() => lastLine(page).innerText()).toBe(t('commands.open.noMatch', { page: 'systemUser' }));
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  });

  it('completes commands and flags with Tab, listing candidates when several match', async () => {
    const page = await consolePage();
    await openTerminal(page);
    await page.keyboard.type('who');
    await page.keyboard.press('Tab');
    await expect.poll(() => input(page).inputValue()).toBe('whoami ');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('terminal-input');

    await input(page).fill('password change --o');
    await page.keyboard.press('Tab');
    await expect.poll(() => input(page).inputValue()).toBe('password change --old-password ');

    await input(page).fill('password change --');
    await page.keyboard.press('Tab');
    const candidates = page.getByTestId('terminal-candidates');
    await candidates.waitFor();
    expect(await candidates.locator('li').allInnerTexts()).toEqual(expect.arrayContaining(['--old-password', '--password', '--confirm']));

    await input(page).fill('cl');
    await page.keyboard.press('Tab');
    await expect.poll(() => input(page).inputValue()).toBe('clear ');
    await page.context().close();
  });

  it('recalls history with ↑ and ↓, per user and across reloads', async () => {
    const page = await consolePage();
    await openTerminal(page);
    await run(page, 'help');
    await run(page, 'whoami');
    await page.keyboard.type('dra');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => input(page).inputValue()).toBe('whoami');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => input(page).inputValue()).toBe('help');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => input(page).inputValue()).toBe('dra');

    await page.reload();
    await page.getByTestId('console-layout').waitFor();
    await openTerminal(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => input(page).inputValue()).toBe('whoami');
    await page.context().close();
  });

  it('clears the screen and lists help including clear', async () => {
    const page = await consolePage();
    await openTerminal(page);
    await run(page, 'help');
    await expect.poll(() => lastLine(page).innerText()).toBe(t('keyboard.terminal.clearHelp'));
    const help = await terminal(page).getByTestId('command-output-text').last().innerText();
    for (const words of ['whoami', 'logout', 'password change', 'open']) expect(help).toContain(words);
    await run(page, 'clear');
    await expect.poll(() => terminal(page).locator('[data-testid="terminal-output"] > li').count()).toBe(0);
    await page.context().close();
  });

  it('keeps focus inside while open', async () => {
    const page = await consolePage();
    await openTerminal(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="terminal"]') !== null)).toBe(true);
    }
    await page.context().close();
  });

  it('logs out with logout, which the server audits as the terminal channel', async () => {
    const page = await consolePage('ops');
    await openTerminal(page);
    // Not run(): the panel goes away with the session, so its prompt cannot be read afterwards.
    await input(page).fill('logout');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.endsWith('/login'));
    await page.context().close();

    const admin = await login(server.url, 'admin', TEST_ADMIN_PASSWORD);
    const audit = await apiCall<{ list: Array<{ actorUsername: string | null; channel: string }> }>(server.url, '/api/admin/getAuditList', { action: 'auth.logout', username: 'ops' }, admin);
    expect(audit.resultcode).toBe(1);
    expect(audit.result.list.map((row) => [row.actorUsername, row.channel])).toEqual([['ops', 'terminal']]);
  });
});

/**
 * Accessibility of the console shell (issue 3): axe-core, injected from node_modules, finds no
 * serious or critical violation on the login page, Home and the layout with its dialogs open.
 */
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';

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

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  // The server's CSP forbids inline scripts; addScriptTag inlines axe, so this context bypasses it.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  contexts.push(context);
  return context.newPage();
}

/** Serious and critical axe violations of the page as it is now (WCAG 2.1 A/AA and best practice). */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it('the login page, both sign-in methods, with errors shown', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-submit').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('login-submit').click();
    await page.getByText('please enter username').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('send-sms-code').click();
    await page.getByText('please enter a valid mobile number').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Home and the layout, with the menu, tabs, settings, change password and the error log open', async () => {
    const page = await newPage();
    await signIn(page, server.url, 'cs', TEST_ADMIN_PASSWORD);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('message-bell').click();
    await page.getByTestId('messages-list').or(page.getByTestId('messages-empty')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-list').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-panel').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-oldPassword-error').waitFor();
    // Under the pointer, as after a click: the hover look must keep its contrast too.
    await page.getByTestId('password-submit').hover();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByTestId('error-log-button').click();
    await page.getByTestId('error-log-dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the mobile layout with the drawer open, and the 404 page', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await signIn(page, server.url, 'admin', TEST_ADMIN_PASSWORD);
    await page.getByTestId('hamburger').click();
    await page.getByTestId('sidebar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.url}/no-such-page`);
    await page.getByTestId('status-heading').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('dialogs trap focus and give it back', async () => {
    const page = await newPage();
    await signIn(page, server.url, 'admin', TEST_ADMIN_PASSWORD);
    await page.getByTestId('open-settings').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('settings-panel').waitFor();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.querySelector('[data-testid="settings-panel"]')?.contains(document.activeElement) ?? false);
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await expect.poll(focused).toBe('open-settings');

    // The user menu by keyboard: ArrowDown opens it, the change-password dialog returns focus to it.
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('menu-home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByTestId('change-password-dialog').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('password-oldPassword');
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('user-menu');
  });
});

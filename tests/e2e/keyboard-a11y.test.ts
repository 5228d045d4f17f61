/**
 * Accessibility of the keyboard layer: axe-core finds no serious or critical violation with
 * the palette, the shortcut sheet, a command result or the terminal panel open.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  // The server's CSP forbids inline scripts; addScriptTag inlines axe, so this context bypasses it.
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })).newPage();
  // Fail a stuck step with Playwright's own message, well before the test's 30 s timeout.
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, 'admin', TEST_ADMIN_PASSWORD);
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

async function seriousViolations(): Promise<string[]> {
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

async function closeAll(): Promise<void> {
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0; i++) await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"], [role="alertdialog"]'));
}

describe('keyboard layer accessibility (axe-core)', () => {
  // Each test starts from the plain layout, whatever the previous one left open.
  afterEach(closeAll);

  it('the palette, in each of its modes', async () => {
    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').waitFor();
    expect(await seriousViolations()).toEqual([]);
    await page.keyboard.type('>');
    expect(await seriousViolations()).toEqual([]);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('#');
    await page.getByTestId('palette-records-status').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the shortcut sheet', async () => {
    await page.keyboard.press('?');
    await page.getByTestId('shortcut-sheet').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a command result', async () => {
    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').waitFor();
    await page.keyboard.type('>who am');
    await page.keyboard.press('Enter');
    await page.getByTestId('command-output-record').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the terminal with output, an error and completions', async () => {
    await page.keyboard.press('Control+Backquote');
    const input = page.getByTestId('terminal-input');
    await input.waitFor();
    for (const line of ['help', 'whoami', 'nope']) {
      await input.fill(line);
      await page.keyboard.press('Enter');
    }
    await page.getByTestId('command-output-record').waitFor();
    await input.fill('password change --');
    await page.keyboard.press('Tab');
    await page.getByTestId('terminal-candidates').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });
});

/**
 * Power features in a real browser: "copy as command" on a filtered list and in an action's
 * dialog gives the `careops` line that, run by the real CLI, answers the same rows or acts on the
 * same records; a palette command the user may not run shows greyed with what it needs and who
 * holds that; a saved view opens from the list and the palette, and runs in careops.
 */
import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '@careops/core/commands';
import { signIn } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/server';
import { useBrowserSuite } from '../support/browser-suite';
import { ensureCliBuilt } from '../cli/support/build-cli';
import { careopsBin, cleanEnv, tempConfigDir, type CareopsRun } from '../cli/support/run-careops';

const suite = useBrowserSuite();
const config = tempConfigDir();

function careops(args: string[], input = ''): Promise<CareopsRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [careopsBin, ...args], { env: cleanEnv({ CAREOPS_CONFIG_DIR: config.dir }), stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** Runs a copied line (without its `careops`) with the real CLI, as JSON. */
async function runCopied(line: string, ...extra: string[]): Promise<unknown> {
  const words = tokenize(line).tokens.map((tk) => tk.value);
  expect(words[0]).toBe('careops');
  const run = await careops([...words.slice(1), ...extra, '--json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

beforeAll(async () => {
  await ensureCliBuilt();
}, 120_000);

afterAll(() => config.dispose());

async function signedIn(): Promise<Page> {
  const context = await suite.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, suite.server.url, 'admin', suite.server.adminPassword);
  const login = await careops(['login', '--server', suite.server.url, '--username', 'admin', '--password-stdin'], `${suite.server.adminPassword}\n`);
  expect(login.code, login.stderr).toBe(0);
  return page;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('copy as command', () => {
  it('copies a filtered, sorted list as the careops line that lists the same rows', async () => {
    const page = await signedIn();
    await page.goto(`${suite.server.url}/order/order-list?status=pending-payment&sort=amountCents&limit=10`);
    await page.getByTestId('list-row').first().waitFor();
    const shown = await page.getByTestId('list-row').evaluateAll((rows) => rows.map((r) => r.querySelector('a')?.textContent?.trim() ?? ''));
    await page.getByTestId('list-copy-command').click();
    await expect.poll(() => clipboard(page)).toMatch(/^careops orders list /);
    const line = await clipboard(page);
    expect(line).toBe('careops orders list --status pending-payment --sort amountCents --order asc --limit 10');
    const rows = (await runCopied(line)) as Array<{ orderNo: string }>;
    expect(rows.map((r) => r.orderNo)).toEqual(shown);
  });

  it('copies an action’s dialog, values included, as the line that acts on the same records', async () => {
    const page = await signedIn();
    await page.goto(`${suite.server.url}/nurse-examine?status=2`);
    await page.getByTestId('list-row').first().waitFor();
    const selects = page.getByTestId('row-select');
    await selects.nth(0).check();
    await selects.nth(1).check();
    const picked = await page.getByTestId('list-row').evaluateAll((rows) => rows.filter((r) => (r.querySelector('[data-testid="row-select"]') as HTMLInputElement | null)?.checked).length);
    expect(picked).toBe(2);
    await page.getByTestId('bulk-reject').click();
    await page.getByTestId('action-dialog').waitFor();
    await page.getByTestId('action-dialog').locator('textarea, input[type="text"]').first().fill('Certificate photo is blurred');
    await page.getByTestId('action-copy-command').click();
    await expect.poll(() => clipboard(page)).toMatch(/^careops reviews nurses reject /);
    const line = await clipboard(page);
    expect(line).toMatch(/^careops reviews nurses reject \d+ \d+ --reason "Certificate photo is blurred"$/);
    const ids = line.split(' ').slice(4, 6);
    // Run as a dry run: the same two applications, each able to be rejected; nothing changes.
    const items = (await runCopied(line, '--dry-run')) as Array<{ id: string; ok: boolean }>;
    expect(items.map((i) => String(i.id))).toEqual(ids);
    expect(items.every((i) => i.ok)).toBe(true);
  });
});

describe("why can't I", () => {
  it('shows a palette command the user may not run greyed, with the permission it needs and who holds it', async () => {
    const page = await (await suite.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, suite.server.url, 'finance', TEST_ADMIN_PASSWORD);
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill('>list nurses');
    const locked = page.getByTestId('palette-locked');
    await locked.first().waitFor();
    expect(await locked.first().getAttribute('aria-disabled')).toBe('true');
    const why = page.getByTestId('palette-locked-why').first();
    // Who holds the permission comes from the server.
    await expect.poll(() => why.textContent(), { timeout: 15_000 }).toMatch(/held by/);
    const text = (await why.textContent()) ?? '';
    expect(text).toContain('nurses list');
    expect(text).toContain('(serviceNurse)');
    // Who holds it: the roles granting it, and enabled accounts to ask (the customer-service account holds it).
    expect(text).toMatch(/ask .*Chen Jing/);
    // Enter does not run it: the palette stays open on the locked line.
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('command-palette').isVisible()).toBe(true);
    // A command the user may run is offered as usual, never among the locked ones.
    await page.getByTestId('palette-input').fill('>list orders');
    await page.locator('[data-entry-id="command:orders.list"]').waitFor();
    expect(await locked.evaluateAll((els) => els.map((e) => e.querySelector('.font-medium')?.textContent))).not.toContain('list orders');
  });
});

describe('saved views', () => {
  it('saves a list’s filters, sort and columns under a name that opens from the palette and runs in careops', async () => {
    const page = await signedIn();
    await page.goto(`${suite.server.url}/order/order-list?status=pending-payment&sort=amountCents`);
    await page.getByTestId('list-row').first().waitFor();
    await page.getByTestId('columns-button').click();
    await page.getByTestId('column-toggle-amountCents').click();
    await page.getByTestId('columns-button').click();
    const columns = await page.locator('[data-testid="list-table"] [data-testid^="column-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    await page.getByTestId('list-save-view').click();
    await page.getByTestId('save-view-name').fill("today's payments");
    await page.getByTestId('save-view-shared').check();
    await page.getByTestId('save-view-submit').click();
    await page.getByTestId('save-view-dialog').waitFor({ state: 'detached' });

    // Elsewhere, the palette opens the view: the same filters, sort and columns.
    await page.goto(`${suite.server.url}/home`);
    await page.getByTestId('console-layout').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill("today's payments");
    await page.locator('[data-entry-id^="view:"]').first().click();
    await page.waitForURL((u) => u.pathname === '/order/order-list' && u.searchParams.get('status') === 'pending-payment' && u.searchParams.get('sort') === 'amountCents');
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.locator('[data-testid="list-table"] [data-testid^="column-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(columns);
    const shown = await page.getByTestId('list-row').evaluateAll((rows) => rows.map((r) => r.querySelector('a')?.textContent?.trim() ?? ''));

    // careops runs it by name: the same rows.
    const rows = (await runCopied(`careops orders list --view "today's payments"`)) as Array<{ orderNo: string }>;
    expect(rows.map((r) => r.orderNo)).toEqual(shown);
    // The list's own menu offers it too, and choosing it applies it.
    await page.goto(`${suite.server.url}/order/order-list`);
    await page.getByTestId('list-views').waitFor();
    const option = await page.getByTestId('list-views').locator('option', { hasText: "today's payments" }).getAttribute('value');
    await page.getByTestId('list-views').selectOption(option ?? '');
    await page.waitForURL((u) => u.searchParams.get('status') === 'pending-payment');
  });
});

/**
 * Selections and review queues of the orders area in real Chromium, KEYBOARD ONLY once signed
 * in: rows selected with `x` offer the transitions the machine allows for EVERY selected order
 * (bar and palette) with per-item results; a price change is reviewed beside the data before
 * the change; overdue waste stands out and a selection is marked collected through the
 * action's dialog; the filtered list downloads as CSV from the toolbar.
 */
import { t } from '@careops/core/i18n';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, type TestAuth, type TestServer } from '../support/server';
import { focusedTestId, tabToTestId } from '../support/keyboard';

let server: TestServer;
let browser: Browser;
let admin: TestAuth;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  admin = await login(server.url, 'admin', server.adminPassword);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(name: string, body: Record<string, unknown>, auth: TestAuth = admin): Promise<T> {
  const answer = await apiCall<T>(server.url, `/api/admin/${name}`, body, auth);
  if (answer.resultcode !== 1) throw new Error(`${name}: ${answer.resultcode} ${answer.msg}`);
  return answer.result;
}

async function consolePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url);
  return page;
}

const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');
const rowsOf = (page: Page, list: string) => view(page).locator(`[data-testid="list-${list}"] [data-testid="list-row"]`);
const palette = (page: Page) => page.getByTestId('command-palette');
const rowIds = (rows: Locator) => rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  await expect.poll(() => focusedTestId(page)).toBe('palette-input');
}

/** Opens a list by URL (focus on the page) once its rows are in. */
async function openList(page: Page, path: string, list: string): Promise<Locator> {
  await page.goto(`${server.url}${path}`);
  const rows = rowsOf(page, list);
  await rows.first().waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return rows;
}

/** Selects the rows at these positions with j / x (the first j takes the first row). */
async function select(page: Page, positions: number[]): Promise<void> {
  await page.keyboard.press('j');
  let at = 0;
  for (const position of positions) {
    for (; at < position; at++) await page.keyboard.press('j');
    await page.keyboard.press('x');
  }
}

describe('order selections', () => {
  it('bulk-approves the rows selected with x from the palette, each with its result', async () => {
    const page = await consolePage();
    const rows = await openList(page, '/order/order-list?status=pending-organisation-review&sort=id', 'orders');
    const ids = (await rowIds(rows)).slice(0, 2);
    await select(page, [0, 1]);
    await expect.poll(() => view(page).getByTestId('selected-count').textContent()).toBe(t('web.list.selected', { count: 2 }));
    // Every selected order may be approved, rejected or cancelled: the bar offers exactly those.
    const bar = await view(page).locator('[data-testid^="bulk-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(bar.filter((id) => id !== 'bulk-bar' && id !== 'bulk-clear').sort()).toEqual(['bulk-approve', 'bulk-cancel', 'bulk-reject']);

    await openPalette(page);
    const bulk = t('keyboard.context.selection', { action: t('orders.res.approve'), count: 2 });
    await expect.poll(() => palette(page).locator('[data-section="selection"] [data-testid="palette-item-title"]').allTextContents()).toContain(bulk);
    await page.keyboard.type('approve');
    await expect.poll(() => palette(page).locator('[cmdk-item][data-selected="true"] [data-testid="palette-item-title"]').textContent()).toBe(bulk);
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    await tabToTestId(page, 'confirm-ok');
    await page.keyboard.press('Enter');
    const result = page.getByTestId('command-result');
    await result.waitFor();
    expect(await result.locator('tbody tr').count()).toBe(2);
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    for (const id of ids) expect((await api<{ status: number }>('getOrder', { orderId: id })).status).toBe(-1);
    // The list (still filtered to organisation review) reloaded without them, once the server answered.
    await expect.poll(async () => (await rowIds(rows)).some((id) => ids.includes(id)), { timeout: 15_000 }).toBe(false);
  });

  it('offers no transition when the selected orders do not all allow it', async () => {
    // A member with an order in review and a finished one: their orders, listed by the phone's last digits.
    const { list: all } = await api<{ list: Array<{ id: number; status: number; member: { phone: string } }> }>('getOrderList', { limit: 1000 });
    const digits = [...new Set(all.map((o) => o.member.phone.slice(-4)))].find((d) => {
      const statuses = all.filter((o) => o.member.phone.endsWith(d)).map((o) => o.status);
      return statuses.includes(-2) && statuses.includes(5);
    });
    if (!digits) throw new Error('no member with an order in review and a finished one');
    const page = await consolePage();
    const rows = await openList(page, `/order/order-list?memberPhone=${digits}&sort=id&limit=50`, 'orders');
    const { list } = await api<{ list: Array<{ id: number; status: number }> }>('getOrderList', { memberPhone: digits, sort: 'id', limit: 50 });
    expect(await rowIds(rows)).toEqual(list.map((o) => o.id));
    const review = list.findIndex((o) => o.status === -2);
    const finished = list.findIndex((o) => o.status === 5);
    await select(page, [review, finished].sort((a, b) => a - b));
    await expect.poll(() => view(page).getByTestId('selected-count').textContent()).toBe(t('web.list.selected', { count: 2 }));
    expect(await view(page).locator('[data-testid="bulk-approve"], [data-testid="bulk-cancel"], [data-testid="bulk-reject"]').count()).toBe(0);
    await openPalette(page);
    expect(await palette(page).locator('[data-section="selection"]').count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('order export', () => {
  it('downloads the filtered list as CSV from the toolbar, by keyboard', async () => {
    const page = await consolePage();
    const { list } = await api<{ list: Array<{ orderNo: string }> }>('getOrderList', { status: 5, limit: 1000 });
    await openList(page, '/order/order-list?status=finished', 'orders');
    // `/` focuses the first filter; the export buttons are just before the filter bar.
    await page.keyboard.press('/');
    for (let i = 0; i < 6 && (await focusedTestId(page)) !== 'orders-export-csv'; i++) await page.keyboard.press('Shift+Tab');
    expect(await focusedTestId(page)).toBe('orders-export-csv');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
    expect(lines.length - 1).toBe(list.length);
    expect(text).toContain(list[0]?.orderNo ?? 'none');
  });
});

describe('price changes', () => {
  it('shows the price before the change and approves by shortcut: the order takes the new amount', async () => {
    const cs = await login(server.url, 'cs', server.adminPassword);
    const { list } = await api<{ list: Array<{ id: number; orderNo: string; amountCents: number }> }>('getOrderList', { status: 0, limit: 50 });
    let target: { id: number; orderNo: string; amountCents: number; version: number; listPriceCents: number } | undefined;
    for (const o of list) {
      const before = await api<{ canRequest: boolean; listPriceCents: number; order: { version: number } }>('getOrderDataBeforePriceAlter', { orderId: o.id });
      if (before.canRequest) {
        target = { ...o, version: before.order.version, listPriceCents: before.listPriceCents };
        break;
      }
    }
    if (!target) throw new Error('no order whose price may change');
    const request = await api<{ id: number }>('applyOrderAlterPrice', { orderId: target.id, version: target.version, newAmountCents: 4321, reason: 'Dressing only' }, cs);

    const page = await consolePage();
    const rows = await openList(page, `/order/order-alter-price?status=pending&orderNo=${target.orderNo}`, 'priceChanges');
    await expect.poll(() => rowIds(rows)).toEqual([request.id]);
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const before = view(page).getByTestId('price-change-before');
    await before.waitFor();
    await expect.poll(() => before.getByTestId('fact-new').textContent()).toContain('43.21');
    expect(await before.getByTestId('fact-order').textContent()).toContain(target.orderNo);
    // The order's data before the change is its own request.
    await expect.poll(() => before.getByTestId('fact-listPrice').textContent(), { timeout: 15_000 }).not.toContain('…');

    await page.keyboard.press('a');
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    await tabToTestId(page, 'confirm-ok');
    await page.keyboard.press('Enter');
    // The server approves, then the page reads the request again.
    await expect.poll(() => page.getByTestId('toast-success').allTextContents(), { timeout: 15_000 }).toContain(t('orders.res.priceChanges.approve.done', { name: String(request.id) }));
    await expect.poll(() => view(page).getByTestId('detail-value-status').textContent(), { timeout: 15_000 }).toBe(t('orders.res.priceChangeStatus.1'));
    expect((await api<{ amountCents: number }>('getOrder', { orderId: target.id })).amountCents).toBe(4321);
  });
});

describe('medical waste', () => {
  it('highlights overdue tasks and marks a selection collected through its dialog', async () => {
    const page = await consolePage();
    const rows = await openList(page, '/order/medical-waste?status=pending-pickup&sort=id', 'waste');
    const { list } = await api<{ list: Array<{ id: number; overdue: boolean }> }>('getWasteTaskList', { status: 0, sort: 'id', limit: 20 });
    expect(await rowIds(rows)).toEqual(list.map((w) => w.id));
    const toned = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-tone') === 'alert'));
    expect(toned).toEqual(list.map((w) => w.overdue));
    expect(toned).toContain(true);

    const ids = list.slice(0, 2).map((w) => w.id);
    await select(page, [0, 1]);
    await openPalette(page);
    const collect = t('keyboard.context.selection', { action: t('orders.res.waste.collect'), count: 2 });
    await page.keyboard.type('collected');
    await expect.poll(() => palette(page).locator('[cmdk-item][data-selected="true"] [data-testid="palette-item-title"]').textContent()).toBe(collect);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('action-dialog');
    await dialog.waitFor();
    await page.keyboard.type('350');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Green Medical Waste Co.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('/demo/photos/waste-bag.jpg');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    const results = view(page).getByTestId('action-results');
    await results.waitFor();
    expect(await results.locator('[data-testid="action-result"][data-ok="true"]').count()).toBe(2);
    for (const id of ids) {
      expect(await api<{ status: number; weightGrams: number; collectorName: string }>('getWasteTask', { taskId: id })).toMatchObject({ status: 1, weightGrams: 350, collectorName: 'Green Medical Waste Co.' });
    }
  });
});

/**
 * The order pages in real Chromium against the real server, KEYBOARD ONLY once signed in: the
 * list (filtered by URL) → `j`, Enter opens the order → the palette offers exactly the machine's
 * actions for its status → approve runs with its confirmation and the timeline shows it; the
 * same by shortcut; reject asks its reason in a dialog; `n` assigns a nurse through the staff
 * search; `#` jumps to an order by number or member phone.
 */
import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, type TestAuth, type TestServer } from '../support/server';
import { focusedTestId, tabToTestId } from '../support/keyboard';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let server: TestServer;
let browser: Browser;
let admin: TestAuth;
const contexts: BrowserContext[] = [];

interface Order {
  id: number;
  orderNo: string;
  status: number;
  version: number;
  member: { phone: string };
  nurse: { id: number; name: string } | null;
  timeline: Array<{ event: string; reason: string }>;
}

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

async function api<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const answer = await apiCall<T>(server.url, `/api/admin/${name}`, body, admin);
  if (answer.resultcode !== 1) throw new Error(`${name}: ${answer.resultcode} ${answer.msg}`);
  return answer.result;
}
const order = (id: number) => api<Order>('getOrder', { orderId: id });
const taken = new Set<number>();
async function fresh(status: number): Promise<Order> {
  const { list } = await api<{ list: Order[] }>('getOrderList', { status, limit: 100 });
  const picked = list.find((o) => !taken.has(o.id));
  if (!picked) throw new Error(`no order in status ${status}`);
  taken.add(picked.id);
  return picked;
}

async function consolePage(options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url);
  return page;
}

const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');
const palette = (page: Page) => page.getByTestId('command-palette');
const selectedTitle = (page: Page) => palette(page).locator('[cmdk-item][data-selected="true"] [data-testid="palette-item-title"]').textContent();
const statusShown = (page: Page) => view(page).getByTestId('detail-value-status').textContent();
const events = (page: Page) => view(page).locator('[data-testid="timeline-event"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-event')));

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  await expect.poll(() => focusedTestId(page)).toBe('palette-input');
}

/** The order list filtered to one order by its number; `j`, Enter opens it. */
async function openFromList(page: Page, o: Order): Promise<void> {
  await page.goto(`${server.url}/order/order-list?orderNo=${o.orderNo}`);
  const rows = view(page).locator('[data-testid="list-orders"] [data-testid="list-row"]');
  // The list's first answer, on a CI machine running every suite at once, can take over a second.
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await view(page).getByTestId('detail-title').filter({ hasText: o.orderNo }).waitFor();
  await view(page).getByTestId('order-timeline').waitFor();
}

async function confirmDialog(page: Page, question: string): Promise<void> {
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.waitFor();
  expect(await confirm.textContent()).toContain(question);
  await tabToTestId(page, 'confirm-ok');
  await page.keyboard.press('Enter');
  await confirm.waitFor({ state: 'detached' });
}

describe('an order by keyboard', () => {
  it('opens from the list, offers exactly the allowed actions, approves from the palette and shows it on the timeline', async () => {
    const page = await consolePage();
    const target = await fresh(-2);
    await openFromList(page, target);
    // The page's buttons: what the machine allows at −2 (no nurse, no complaint), plus a price-change request while unpaid.
    const buttons = await view(page).locator('[data-testid^="action-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(buttons.sort()).toEqual(['action-approve', 'action-cancel', 'action-reject', 'action-requestPriceChange']);

    await openPalette(page);
    const record = (key: 'orders.res.approve' | 'orders.res.reject' | 'orders.res.cancel' | 'orders.res.assign') => t('keyboard.context.record', { action: t(key), name: target.orderNo });
    const offered = () => palette(page).locator('[data-section="record"] [data-testid="palette-item-title"]').allTextContents();
    // The page hands its record's actions to the palette once the record is drawn.
    await expect.poll(offered).toEqual(expect.arrayContaining([record('orders.res.approve'), record('orders.res.reject'), record('orders.res.cancel')]));
    expect(await offered()).not.toContain(record('orders.res.assign'));
    await page.keyboard.type('approve');
    await expect.poll(() => selectedTitle(page)).toBe(record('orders.res.approve'));
    await page.keyboard.press('Enter');
    await confirmDialog(page, t('orders.res.approve.confirm', { count: 1, names: String(target.id) }));

    // What follows comes from the server: its answer, then the order read again.
    await expect.poll(() => page.getByTestId('toast-success').allTextContents(), { timeout: 15_000 }).toContain(t('orders.res.approve.done', { name: target.orderNo }));
    await expect.poll(() => statusShown(page), { timeout: 15_000 }).toBe(labelOf(orderStatusEnum, -1));
    await expect.poll(() => events(page), { timeout: 15_000 }).toContain('order.approve');
    expect((await order(target.id)).status).toBe(-1);
  });

  it('approves by its shortcut (a) and rejects with the reason asked in a dialog (palette)', async () => {
    const page = await consolePage();
    const approveMe = await fresh(-1);
    await openFromList(page, approveMe);
    await page.keyboard.press('a');
    await confirmDialog(page, t('orders.res.approve.confirm', { count: 1, names: String(approveMe.id) }));
    await expect.poll(() => statusShown(page), { timeout: 15_000 }).toBe(labelOf(orderStatusEnum, 0));

    const rejectMe = await fresh(-2);
    await openFromList(page, rejectMe);
    await openPalette(page);
    await page.keyboard.type('reject');
    await expect.poll(() => selectedTitle(page)).toBe(t('keyboard.context.record', { action: t('orders.res.reject'), name: rejectMe.orderNo }));
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('action-dialog');
    await dialog.waitFor();
    // Sent without a reason: refused in place, naming the field.
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => dialog.locator('[aria-invalid="true"]').count()).toBe(1);
    await page.keyboard.type('Address could not be verified');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusShown(page), { timeout: 15_000 }).toBe(labelOf(orderStatusEnum, 6));
    await expect.poll(() => view(page).getByTestId('timeline-reason').allTextContents(), { timeout: 15_000 }).toContain('Address could not be verified');
    expect((await order(rejectMe.id)).timeline.at(-1)).toMatchObject({ event: 'order.reject', reason: 'Address could not be verified' });
  });

  it('assigns a nurse with n: the staff search of fitting nurses, Enter assigns the first', async () => {
    const page = await consolePage();
    const target = await fresh(1);
    const { list } = await api<{ list: Array<{ id: number; name: string }> }>('searchServiceStaff', { orderId: target.id });
    const nurse = list[0];
    if (!nurse) throw new Error('no fitting nurse');
    await openFromList(page, target);
    await page.keyboard.press('n');
    const dialog = page.getByTestId('assign-nurse-dialog');
    await dialog.waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('nurse-search');
    await page.keyboard.type(nurse.name);
    // The staff search asks the server once typing pauses.
    await expect.poll(() => dialog.locator('[data-testid="nurse-option"]').first().getAttribute('data-id'), { timeout: 15_000 }).toBe(String(nurse.id));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusShown(page), { timeout: 15_000 }).toBe(labelOf(orderStatusEnum, 2));
    await expect.poll(() => view(page).getByTestId('detail-value-nurse.name').textContent(), { timeout: 15_000 }).toBe(nurse.name);
    await expect.poll(() => events(page), { timeout: 15_000 }).toContain('order.assign');
    expect((await order(target.id)).nurse?.id).toBe(nurse.id);
  });

  it('has no serious or critical axe violation on the list, the order page, the nurse picker and the placement form', async () => {
    const page = await consolePage({ bypassCSP: true });
    const check = async () => {
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
      const found = await page.evaluate(async () => {
        type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> };
        const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(found).toEqual([]);
    };
    await page.goto(`${server.url}/order/order-list?status=pending-acceptance`);
    await view(page).locator('[data-testid="list-row"]').first().waitFor();
    await check();
    const target = await fresh(1);
    await openFromList(page, target);
    await view(page).getByTestId('order-section-notes').getByRole('list').or(view(page).getByText(t('orders.ui.notes.none'))).first().waitFor();
    await check();
    await page.keyboard.press('n');
    await page.getByTestId('assign-nurse-dialog').getByTestId('nurse-option').first().waitFor();
    await check();
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/order/order-place/7`);
    await page.getByTestId('place-form').waitFor();
    await check();
  });

  it('jumps to an order with # by its number, and by the member phone', async () => {
    const page = await consolePage();
    const target = await fresh(5);
    await page.goto(`${server.url}/home`);
    await page.getByTestId('console-layout').waitFor();
    await openPalette(page);
    await page.keyboard.type(`#${target.orderNo}`);
    // The palette asks the server once typing pauses.
    const records = palette(page).locator('[cmdk-item][data-kind="record"] [data-testid="palette-item-title"]');
    await expect.poll(() => records.allTextContents(), { timeout: 15_000 }).toEqual([target.orderNo]);
    await page.keyboard.press('Enter');
    await view(page).getByTestId('detail-title').filter({ hasText: target.orderNo }).waitFor();

    // By phone: the full number (revealed for the test) lists the member's orders, this one among them.
    const phone = await api<{ value: string }>('revealOrderField', { orderId: target.id, field: 'memberPhone' });
    await openPalette(page);
    await page.keyboard.type(`#${phone.value}`);
    await expect.poll(() => records.allTextContents(), { timeout: 15_000 }).toContain(target.orderNo);
    await page.keyboard.press('Escape');
  });
});

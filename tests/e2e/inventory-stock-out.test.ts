/**
 * A stock-out by keyboard only, in real Chromium against the real server: a studio manager opens
 * a row of their studio's stock from the list, goes to its stock-out page, issues one unit to a
 * nurse of the studio with a reason, and lands back on the row with one unit fewer on hand. And a
 * stocktake: the count sheet from the stocktakes list, counts typed, the difference reviewed and posted.
 * And the in-warehouse list's "expiring soon" tab, opened from its Home card.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD } from '../support/server';
import { sqlOn } from '../server/support/database';
import { tabTo } from '../support/keyboard';

const suite = useBrowserSuite();

describe('stock-out by keyboard', () => {
  it('issues from a stock row of the list with the keyboard alone', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, suite.server.url, 'studio', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/consumables/consumables-list`);
    await page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]').first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(/consumables-list\?.*id=\d+/);
    const stockId = Number(new URL(page.url()).searchParams.get('id'));
    const before = await apiCall<{ quantity: number; studioId: number; studioName: string }>(suite.server.url, '/api/admin/getStock', { stockId }, suite.admin);
    const [nurse] = await sqlOn(suite.server, 'select min(id) as id from nurses where studio_id = ?', [before.result.studioId]);

    // The row's panel reads the stock from the server before it offers the stock-out.
    await page.locator('[data-testid="stock-out"]').waitFor();
    await tabTo(page, '[data-testid="stock-out"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/consumables/consumables-out/${stockId}$`));
    await page.locator('[data-testid="stock-on-hand"]').waitFor();
    await tabTo(page, '[data-testid="field-nurseId"]');
    await page.keyboard.type(String(nurse?.id));
    await tabTo(page, '[data-testid="field-reason"]');
    await page.keyboard.type('home visit');
    await tabTo(page, '[data-testid="form-submit"]');
    await page.keyboard.press('Enter');

    await page.waitForURL(new RegExp(`consumables-list\\?.*id=${stockId}`));
    const after = await apiCall<{ quantity: number }>(suite.server.url, '/api/admin/getStock', { stockId }, suite.admin);
    expect(after.result.quantity).toBe(before.result.quantity - 1);

    // The in-warehouse packs of the same studio: the demo packs with the whole packs on hand.
    await page.goto(`${suite.server.url}/consumables/consumables-bag`);
    const row = page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]', { hasText: 'Wound dressing pack' });
    await row.waitFor();
    expect(await row.textContent()).toContain(before.result.studioName);
  });

  it('counts a stocktake on its sheet and posts the difference', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const api = <T>(path: string, body: unknown) => apiCall<T>(suite.server.url, `/api/admin/${path}`, body, suite.admin);
    const [station] = await sqlOn(suite.server, "select min(us.studio_id) as id from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const studioId = Number(station?.id);
    const item = await api<{ id: number }>('addConsumable', { name: `Sheet gauze ${process.pid}`, unit: 'box', unitCost: '2.00' });
    await api('receiveStock', { studioId, consumableId: item.result.id, quantity: 9 });
    const open = await api<{ list: Array<{ id: number; version: number }> }>('getStocktakeList', { studioId, status: 'counting' });
    for (const sheet of open.result.list) await api('cancelStocktake', { stocktakeId: sheet.id, version: sheet.version });
    const sheet = await api<{ id: number }>('startStocktake', { studioId });
    expect(sheet.resultcode, sheet.msg).toBe(1);

    await signIn(page, suite.server.url, 'studio', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/consumables/stocktake`);
    const row = page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]').first();
    await row.waitFor();
    await page.goto(`${suite.server.url}/consumables/stocktake-sheet/${sheet.result.id}`);
    const count = page.getByLabel(`count of Sheet gauze ${process.pid}`);
    await count.fill('7');
    await page.locator('[data-testid="save-counts"]').click();
    await page.locator(`[data-testid="difference-${item.result.id}"]`, { hasText: '-2' }).waitFor();
    await page.locator('[data-testid="post-stocktake"]').click();
    await page.locator('[data-testid="confirm-ok"]').click();
    await page.locator('[data-testid="sheet-summary"]', { hasText: 'posted' }).waitFor();
    const [balance] = await sqlOn(suite.server, 'select quantity from stock_balances where studio_id = ? and consumable_id = ?', [studioId, item.result.id]);
    expect(Number(balance?.quantity)).toBe(7);
  });

  it('lists a transfer awaiting the receiving studio on the transfers page', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const api = <T>(path: string, body: unknown) => apiCall<T>(suite.server.url, `/api/admin/${path}`, body, suite.admin);
    const [station] = await sqlOn(suite.server, "select min(us.studio_id) as id from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const studioId = Number(station?.id);
    const [other] = await sqlOn(suite.server, 'select min(id) as id from studios where id <> ?', [studioId]);
    const item = await api<{ id: number }>('addConsumable', { name: `Transfer gauze ${process.pid}`, unit: 'box', unitCost: '2.00' });
    await api('receiveStock', { studioId, consumableId: item.result.id, quantity: 4 });
    const sent = await api<{ id: number }>('requestStockTransfer', { fromStudioId: studioId, toStudioId: Number(other?.id), consumableId: item.result.id, quantity: 2 });
    expect(sent.resultcode, sent.msg).toBe(1);

    await signIn(page, suite.server.url, 'studio', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/consumables/stock-transfer`);
    const row = page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]', { hasText: `Transfer gauze ${process.pid}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('awaiting approval');
  });

  it('lists a batch expiring within the window on the expiring-soon tab, reached from its Home card', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const api = <T>(path: string, body: unknown) => apiCall<T>(suite.server.url, `/api/admin/${path}`, body, suite.admin);
    const [station] = await sqlOn(suite.server, "select min(us.studio_id) as id from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const studioId = Number(station?.id);
    const name = `Expiring saline ${process.pid}`;
    const item = await api<{ id: number }>('addConsumable', { name, unit: 'bottle', unitCost: '1.00' });
    const received = await api('receiveStock', { studioId, consumableId: item.result.id, quantity: 6, batch: 'E2E-SOON', expiresAt: Date.now() + 5 * 86_400_000 });
    expect(received.resultcode, received.msg).toBe(1);

    await signIn(page, suite.server.url, 'studio', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/home`);
    const card = page.locator('[data-testid="queue-inventory.expiring"]');
    await card.locator('span', { hasText: /^[1-9]\d*$/ }).waitFor();
    await card.click();
    await page.waitForURL(/consumables-list\?view=expiring/);
    const row = page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]', { hasText: name });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('E2E-SOON');
    expect(text).toContain('5');
    expect(await page.locator('[data-testid="stock-view-expiring"]').getAttribute('aria-current')).toBe('page');
  });
});

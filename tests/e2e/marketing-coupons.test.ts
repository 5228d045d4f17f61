/**
 * Coupons by keyboard only, in real Chromium against the real server: an operator creates a
 * coupon from the list's dialog, opens it, goes to its grant page, pastes two members' phones,
 * previews and grants, and follows the grant to its end; then a look at the coupon's chart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD } from '../support/server';
import { sqlOn } from '../server/support/database';
import { tabTo } from '../support/keyboard';

const suite = useBrowserSuite();

describe('coupons by keyboard', () => {
  it('creates a coupon and grants it to a pasted list of phones with the keyboard alone; the chart shows the grant', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const name = `Keyboard coupon ${process.pid}`;
    await signIn(page, suite.server.url, 'ops', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/operation-tools/coupon-list`);
    await page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-add"]').waitFor();

    await tabTo(page, '[data-testid="list-add"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="form-dialog"]').waitFor();
    await tabTo(page, '[data-testid="field-name"]');
    await page.keyboard.type(name);
    await tabTo(page, '[data-testid="field-kind"]');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, '[data-testid="field-value"]');
    await page.keyboard.type('8');
    await tabTo(page, '[data-testid="field-validDays"]');
    await page.keyboard.type('30');
    await tabTo(page, '[data-testid="field-quantity"]');
    await page.keyboard.type('5');
    await tabTo(page, '[data-testid="form-submit"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="form-dialog"]').waitFor({ state: 'detached' });
    const [coupon] = await sqlOn(suite.server, 'select id, kind, value from coupons where name = ?', [name]);
    expect(coupon).toMatchObject({ kind: 'cash', value: 800 });
    const couponId = Number(coupon?.id);

    await page.goto(`${suite.server.url}/operation-tools/coupon-detail/${couponId}`);
    await page.locator('[data-testid="coupon-chart-empty"]').waitFor();
    await tabTo(page, '[data-testid="coupon-grant-link"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/coupon-grant-add\?coupon=\d+/);
    await page.locator(`[data-testid="grant-coupon"] option[value="${couponId}"]`).waitFor({ state: 'attached' });
    const phones = (await sqlOn(suite.server, "select phone from members where status = 1 and phone like '1370000%' order by id limit 2")).map((r) => String(r.phone));
    await tabTo(page, '[data-testid="grant-phones"]');
    await page.keyboard.type(phones.join('\n'));
    await tabTo(page, '[data-testid="grant-preview-button"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="grant-preview"], [data-testid="form-error"]').first().waitFor();
    expect(await page.locator('[data-testid="form-error"]').count(), (await page.locator('[data-testid="form-error"]').first().textContent({ timeout: 100 }).catch(() => '')) ?? '').toBe(0);
    await page.locator('[data-testid="grant-preview"]', { hasText: '2 of 2' }).waitFor();
    await tabTo(page, '[data-testid="form-submit"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/coupon-grant-detail\/\d+/);
    await page.locator('[data-testid="grant-summary"]', { hasText: '2 granted, 0 refused, of 2' }).waitFor();
    await page.locator('[data-testid="grant-recipient"]').nth(1).waitFor();
    await tabTo(page, '[data-testid="grant-recipient-status"]');
    // The last choice, refused: nobody was.
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="grant-recipient"]').length === 0);

    const detail = await apiCall<{ stats: { granted: number; remaining: number } }>(suite.server.url, '/api/admin/getCoupon', { couponId }, suite.admin);
    expect(detail.result.stats).toMatchObject({ granted: 2, remaining: 3 });
    await page.goto(`${suite.server.url}/operation-tools/coupon-detail/${couponId}`);
    await page.locator('[data-testid="coupon-chart-day"]').first().waitFor();
    expect(await page.locator('[data-testid="coupon-stat-granted"]').textContent()).toBe('2');
    expect(await page.locator('[data-testid="coupon-chart"] rect').count()).toBeGreaterThanOrEqual(3);
    const shots = mkdtempSync(join(tmpdir(), 'coupon-chart-'));
    await page.locator('[data-testid="coupon-chart"]').screenshot({ path: join(shots, 'coupon-chart.png') });
  });
});

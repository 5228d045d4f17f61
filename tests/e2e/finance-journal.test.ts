/**
 * The journal and an account by keyboard only, in real Chromium against the real server: the
 * finance role filters income and expense details to payments (the totals follow the filter),
 * exports the filtered journal as the server streams it (the file's rows are the filtered totals),
 * walks the daily chart with the arrow keys and opens one day's journal with Enter; then opens an
 * account from the accounts list and reads its statement, balance after each posting.
 */
import { readFileSync } from 'node:fs';
import { parseCsv } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD } from '../support/server';
import { tabTo } from '../support/keyboard';

const suite = useBrowserSuite();

describe('income and expense details by keyboard', () => {
  it('filters the journal, follows with the totals, and opens a day from the chart', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, suite.server.url, 'finance', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/finance/collection-payment`);
    await page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]').first().waitFor();
    await page.locator('[data-testid="journal-totals"]').waitFor();
    await page.locator('[data-testid="reconcile-badge"]').waitFor();

    await tabTo(page, '[data-testid="filter-kind"]');
    await page.keyboard.type('payment');
    await tabTo(page, '[data-testid="filter-apply"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/kind=payment/);
    const payments = await apiCall<{ total: number; totals: { count: number; amountCents: number } }>(suite.server.url, '/api/admin/getJournalList', { kind: 'payment', limit: 1 }, suite.admin);
    // The totals shown meanwhile are the unfiltered ones: the filtered ones come with the server's answer.
    await expect.poll(() => page.locator('[data-testid="journal-total-count"]').textContent(), { timeout: 15_000 }).toBe(String(payments.result.totals.count));

    // The export button streams the filtered set from the server: one row per transaction counted, amounts summing to the total.
    await tabTo(page, '[data-testid="journal-export-csv"]', true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const { records } = parseCsv(readFileSync(await download.path(), 'utf8'));
    const rows = records.slice(1).map((r) => r.fields);
    expect(rows.length).toBe(payments.result.totals.count);
    const amountCents = rows.reduce((sum, fields) => sum + Math.round(Number((fields[3] ?? '').replace(/,/g, '')) * 100), 0);
    expect(amountCents).toBe(payments.result.totals.amountCents);
    expect(new Set(rows.map((fields) => fields[2])).size).toBe(1);

    // The chart: one Tab stop, arrow keys between days, Enter narrows the journal to the day.
    await tabTo(page, '[data-testid="journal-chart-day"]');
    const last = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const day = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    expect(day).not.toBe(last);
    expect(await page.locator('[data-testid="journal-chart-focused"]').textContent()).toContain(String(day));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('from') === day && url.searchParams.get('to') === day);
    expect(new URL(page.url()).searchParams.get('kind')).toBe('payment');
  });

  it('opens an account from the list and shows its statement', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, suite.server.url, 'finance', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/finance/payAccount?kind=platform-revenue`);
    await page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]').first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/finance\/PayAccountDetail\/\d+$/);
    await page.locator('[data-testid="statement-line"]').first().waitFor();
    const accountId = Number(new URL(page.url()).pathname.split('/').pop());
    const account = await apiCall<{ balanceCents: number }>(suite.server.url, '/api/admin/getLedgerAccount', { accountId }, suite.admin);
    const firstAfter = await page.locator('[data-testid="statement-balance-after"]').first().textContent();
    expect(firstAfter?.replace(/,/g, '')).toBe((account.result.balanceCents / 100).toFixed(2));
  });
});

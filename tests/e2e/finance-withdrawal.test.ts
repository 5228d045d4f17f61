/**
 * A withdrawal approved by keyboard only, in real Chromium against the real server: the finance
 * demo account filters the withdrawals under review, opens one with j and Enter, approves it with
 * its shortcut (a) and the confirmation, and sees it approved with the journal transaction that
 * moved the amount in flight, then follows it to the journal page.
 */
import { t } from '@careops/core/i18n';
import { labelOf } from '@careops/core/enums';
import { withdrawalStatusEnum } from '@careops/core/resources';
import { WithdrawalStatus } from '@careops/core/machines';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD, type TestAuth } from '../support/server';
import { countOn } from '../server/support/database';
import { focusedTestId } from '../support/keyboard';

const suite = useBrowserSuite();

async function api<T>(name: string, body: Record<string, unknown>, auth: TestAuth = suite.admin): Promise<T> {
  const answer = await apiCall<T>(suite.server.url, `/api/admin/${name}`, body, auth);
  if (answer.resultcode !== 1) throw new Error(`${name}: ${answer.resultcode} ${answer.msg}`);
  return answer.result;
}

const view = (page: Page) => page.locator('section[data-testid="page"]:not([hidden])');

describe('a withdrawal by keyboard', () => {
  it('opens from the filtered list, approves with a, and shows the journal transaction and the chart', async () => {
    const settings = await api<{ version: number }>('getPayoutSettings', {});
    await api('savePayoutSettings', { minimum: '1', fee: '1', feeRateBp: 0, holdDays: 0, penaltyApprovalAbove: '100', version: settings.version });
    const nurseId = await countOn(suite.server, 'select min(id) from nurses');
    await api('addReward', { kind: 'reward', nurseId, amount: '80', reason: 'browser test earnings' });
    const account = await api<{ id: number }>('addWithdrawAccount', { ownerKind: 'nurse', ownerId: nurseId, holderName: 'Browser Holder', bankName: 'Test Bank', accountNumber: '6222000099998888' });
    await api('verifyWithdrawAccount', { accountId: account.id, verification: 'verified' });
    const withdrawal = await api<{ id: number; ownerName: string }>('addWithdrawal', { accountId: account.id, amount: '25.50' });

    const page = await (await suite.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, suite.server.url, 'finance', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/finance/withdraw-record?ownerId=${nurseId}&status=${WithdrawalStatus.underReview}`);
    const rows = view(page).locator('[data-testid="list-row"]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/finance/withdraw-details/${withdrawal.id}$`));
    await view(page).getByTestId('detail-value-status').filter({ hasText: labelOf(withdrawalStatusEnum, WithdrawalStatus.underReview) }).waitFor();

    await page.keyboard.press('a');
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(t('withdrawals.res.approveConfirm', { count: 1, names: String(withdrawal.id) }).slice(0, 20));
    for (let i = 0; i < 10 && (await focusedTestId(page)) !== 'confirm-ok'; i++) await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('confirm-ok');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });

    // The page reads the withdrawal again once the server has approved it.
    await expect.poll(() => view(page).getByTestId('detail-value-status').textContent(), { timeout: 15_000 }).toBe(labelOf(withdrawalStatusEnum, WithdrawalStatus.approved));
    const journal = view(page).getByTestId('withdrawal-journal');
    const stored = await api<{ journalIds: number[]; status: number }>('getWithdrawal', { withdrawalId: withdrawal.id });
    expect(stored.status).toBe(WithdrawalStatus.approved);
    expect(stored.journalIds).toHaveLength(1);
    await expect.poll(() => journal.textContent()).toContain(t('withdrawals.page.journalEntry', { id: stored.journalIds[0] ?? 0 }));

    // The journal page shows the transaction that moved the amount in flight.
    for (let i = 0; i < 40 && (await focusedTestId(page)) !== 'withdrawal-journal-link'; i++) await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('withdrawal-journal-link');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/finance/collection-payment\\?id=${stored.journalIds[0]}`));
    await expect.poll(() => view(page).textContent(), { timeout: 15_000 }).toContain(t('withdrawals.server.memo.approve', { id: withdrawal.id }));
    // Above it, the daily chart of the last 30 days, a bar group per day as the chart endpoint answers.
    const chart = await api<{ days: unknown[] }>('getJournalChart', {});
    expect(chart.days.length).toBeGreaterThan(0);
    // The chart is its own request, answered apart from the list's.
    await expect.poll(() => view(page).getByTestId('journal-chart-day').count(), { timeout: 15_000 }).toBe(chart.days.length);
  });
});

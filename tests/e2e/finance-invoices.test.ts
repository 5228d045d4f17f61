/**
 * An invoice issued by keyboard, in real Chromium against the real server: the finance demo
 * account filters the pending applications of a paid order, opens one with j and Enter, uploads
 * the invoice's scan on its page, issues it with its shortcut (i) giving the number and the
 * uploaded file, and sees it issued with the file linked; the e-coin page shows what is owed.
 */
import { t } from '@careops/core/i18n';
import { labelOf } from '@careops/core/enums';
import { InvoiceStatus } from '@careops/core/machines';
import { invoiceStatusEnum } from '@careops/core/resources';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { TEST_ADMIN_PASSWORD } from '../support/server';
import { ordersKit } from '../server/orders-fixtures';
import { systemClient } from '../server/system-fixtures';
import { focusedTestId } from '../support/keyboard';

const suite = useBrowserSuite();
const view = (page: Page) => page.locator('section[data-testid="page"]:not([hidden])');

describe('an invoice by keyboard', () => {
  it('opens a pending application from the filtered list, uploads its file and issues it with i', async () => {
    const api = systemClient(() => suite.server);
    const kit = ordersKit(() => suite.server, api);
    const order = await kit.orderIn(2);
    const memberId = Number((await kit.row(order.id)).member_id);
    const title = await api.ok('admin', 'addInvoiceTitle', { memberId, kind: 'company', name: 'Browser Care Co', taxNumber: '91310000MA1FL8XQ3B' });
    const application = await api.ok('admin', 'applyInvoice', { orderId: order.id, titleId: title.id });

    const page = await (await suite.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, suite.server.url, 'finance', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/finance/invoiceManage?orderId=${order.id}&status=${InvoiceStatus.pending}`);
    const rows = view(page).locator('[data-testid="list-row"]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/finance/invoiceApply/${application.id}$`));
    await view(page).getByTestId('detail-value-status').filter({ hasText: labelOf(invoiceStatusEnum, InvoiceStatus.pending) }).waitFor();

    const png = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#aa3322' } }).png().toBuffer();
    await view(page).getByTestId('invoice-file-input').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    const uploaded = view(page).getByTestId('invoice-file-uploaded');
    await uploaded.waitFor();
    const fileId = Number(/\d+/.exec((await uploaded.textContent()) ?? '')?.[0]);
    expect(fileId).toBeGreaterThan(0);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('i');
    const dialog = page.getByTestId('action-dialog');
    await dialog.waitFor();
    for (let i = 0; i < 10 && (await focusedTestId(page)) !== 'field-invoiceNo'; i++) await page.keyboard.press('Tab');
    await page.keyboard.type('04400999888777');
    for (let i = 0; i < 10 && (await focusedTestId(page)) !== 'field-fileId'; i++) await page.keyboard.press('Tab');
    await page.keyboard.type(String(fileId));
    for (let i = 0; i < 10 && (await focusedTestId(page)) !== 'action-run'; i++) await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('action-run');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The page reads the invoice again once the server has issued it.
    await expect.poll(() => view(page).getByTestId('detail-value-status').textContent(), { timeout: 15_000 }).toBe(labelOf(invoiceStatusEnum, InvoiceStatus.issued));
    await expect.poll(() => view(page).getByTestId('detail-value-invoiceNo').textContent()).toBe('04400999888777');
    await view(page).getByTestId('invoice-file-link').waitFor();
    const stored = await api.ok('admin', 'getInvoice', { invoiceId: application.id });
    expect(stored).toMatchObject({ status: InvoiceStatus.issued, invoiceNo: '04400999888777', fileId });

    await page.goto(`${suite.server.url}/finance/e-coin-record`);
    await expect.poll(() => view(page).getByTestId('ecoin-outstanding').textContent()).toContain(t('ecoin.outstanding', { amount: '' }).trim().slice(0, 10));
    await expect.poll(() => view(page).locator('[data-testid="list-row"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});

/**
 * Live updates of open lists and records in real Chromium against the real server: a record
 * changed elsewhere (another console, the API) shows in an open list and an open record page
 * without a reload; the list keeps its selection; a record being edited offers a reload
 * instead of replacing what the user is typing; the bell counts a notification as it arrives.
 * And a nursing center's stock and income, and a voice announcement sent from its page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD } from '../support/server';
import { sqlOn } from '../server/support/database';
import { liveStreamOpen } from './shell-fixtures';

const suite = useBrowserSuite();

/** Marks the loaded document: still there afterwards means the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { liveTestMark: 'still here' }));
const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { liveTestMark?: string }).liveTestMark);

async function nurse(id: number): Promise<{ id: number; version: number; status: number }> {
  const answer = await apiCall<{ id: number; version: number; status: number }>(suite.server.url, '/api/admin/getNurse', { nurseId: id }, suite.admin);
  return answer.result;
}

async function setNurseStatus(id: number, status: 1 | 2): Promise<void> {
  const answer = await apiCall(suite.server.url, '/api/admin/alterNurseStatus', { nurseId: id, version: (await nurse(id)).version, status }, suite.admin);
  expect(answer.resultcode, answer.msg).toBe(1);
}

describe('open lists and records follow changes made elsewhere', () => {
  it('a nurse suspended elsewhere: the open list shows it, selection kept; the open record shows it', async () => {
    const url = suite.server.url;
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, url);
    let live = liveStreamOpen(page);
    await page.goto(`${url}/service-nurse?status=active`);
    const rows = page.getByTestId('list-row');
    await rows.nth(1).waitFor();
    const changedId = Number(await rows.nth(0).getAttribute('data-id'));
    const keptId = Number(await rows.nth(1).getAttribute('data-id'));
    const changedRow = page.locator(`[data-testid="list-row"][data-id="${changedId}"]`);
    const keptRow = page.locator(`[data-testid="list-row"][data-id="${keptId}"]`);
    await keptRow.getByTestId('row-select').check();
    await markDocument(page);
    // A read for a change elsewhere keeps the rows as they are: the table is never marked busy (dimmed) for it.
    await page.evaluate(() => {
      const table = document.querySelector('[data-testid="list-table"]')!;
      const seen = { busy: false };
      Object.assign(window, { liveTestBusy: seen });
      new MutationObserver(() => {
        if (table.getAttribute('aria-busy') === 'true') seen.busy = true;
      }).observe(table, { attributes: true, attributeFilter: ['aria-busy'] });
    });

    await live;
    await setNurseStatus(changedId, 2);
    // The list filtered to active nurses reads itself again: the suspended one leaves it.
    await changedRow.waitFor({ state: 'detached' });
    expect(await keptRow.getAttribute('data-selected')).toBe('true');
    expect(await page.getByTestId('selected-count').textContent()).toContain('1');
    expect(await documentMark(page)).toBe('still here');
    expect(await page.evaluate(() => (window as unknown as { liveTestBusy: { busy: boolean } }).liveTestBusy.busy)).toBe(false);

    live = liveStreamOpen(page);
    await page.goto(`${url}/service-nurse-det/${changedId}`);
    const status = page.getByTestId('detail-value-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('suspended');
    await markDocument(page);
    await live;
    await setNurseStatus(changedId, 1);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('active');
    await page.getByTestId('detail-changed').waitFor();
    expect(await documentMark(page)).toBe('still here');
  });

  it('a nursing center changed elsewhere while its form is open: the page offers a reload, the form keeps what was typed', async () => {
    const url = suite.server.url;
    const studios = await apiCall<{ list: Array<{ id: number }> }>(url, '/api/admin/getStudioList', { limit: 1, sort: 'id' }, suite.admin);
    const studioId = studios.result.list[0]!.id;
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, url);
    const live = liveStreamOpen(page);
    await page.goto(`${url}/studio/detail-studio/${studioId}`);
    await page.getByTestId('detail-edit').click();
    const contact = page.getByRole('dialog').getByLabel('contact', { exact: true });
    await contact.fill('Typed here');
    await live;
    const current = await apiCall<{ version: number }>(url, '/api/admin/getStudio', { studioId }, suite.admin);
    const edited = await apiCall(url, '/api/admin/editStudio', { studioId, version: current.result.version, contactName: 'Changed elsewhere' }, suite.admin);
    expect(edited.resultcode, edited.msg).toBe(1);
    await page.getByTestId('detail-changed-reload').waitFor({ state: 'attached' });
    expect(await contact.inputValue()).toBe('Typed here');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('detail-changed-reload').click();
    await expect.poll(() => page.getByTestId('detail-value-contactName').textContent(), { timeout: 15_000 }).toBe('Changed elsewhere');
  });

  it('a nursing center’s page shows its stock and income, and opens its stock list', async () => {
    const url = suite.server.url;
    const studios = await apiCall<{ list: Array<{ id: number; name: string }> }>(url, '/api/admin/getStudioList', { limit: 1, sort: 'id' }, suite.admin);
    const studio = studios.result.list[0]!;
    const detail = await apiCall<{ stock: { items: number; valueCents: number }; income: { totalCents: number } }>(url, '/api/admin/getStudio', { studioId: studio.id }, suite.admin);
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, url);
    await page.goto(`${url}/studio/detail-studio/${studio.id}`);
    await expect.poll(() => page.getByTestId('detail-value-stock.items').textContent(), { timeout: 15_000 }).toBe(String(detail.result.stock.items));
    const income = await page.getByTestId('detail-value-income.totalCents').textContent();
    expect(income?.replace(/,/g, '')).toContain((detail.result.income.totalCents / 100).toFixed(2));
    await page.getByTestId('studio-stock-link').click();
    await page.waitForURL(new RegExp(`/consumables/consumables-list\\?studioId=${studio.id}`));
    const rows = page.getByRole('main').getByRole('row');
    await rows.nth(1).waitFor();
    const names = await page.getByRole('main').getByRole('cell', { name: studio.name, exact: true }).count();
    expect(names).toBe((await rows.count()) - 1);
  });

  it('the bell counts a notification that arrives while the console is open, without a reload', async () => {
    const url = suite.server.url;
    const [bound] = await sqlOn(suite.server, "select us.studio_id as studio, (select min(n.id) from nurses n where n.studio_id = us.studio_id) as nurse from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio' order by us.studio_id limit 1");
    const studioId = Number(bound!.studio);
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const live = liveStreamOpen(page);
    await signIn(page, url, 'studio', TEST_ADMIN_PASSWORD);
    const badge = page.getByTestId('message-unread');
    const unread = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    const unreadRows = async () => {
      const [row] = await sqlOn(suite.server, "select count(*) as n from staff_messages m join system_users u on u.id = m.user_id where u.username = 'studio' and m.read_at is null");
      return Number(row!.n);
    };
    const before = await unreadRows();
    await expect.poll(unread, { timeout: 15_000 }).toBe(before);
    await markDocument(page);
    await live;
    // A take that brings the studio's stock below its reorder threshold notifies its staff.
    const item = await apiCall<{ id: number }>(url, '/api/admin/addConsumable', { name: `Bell gauze ${Date.now()}`, unit: 'box', unitCost: '1.00', reorderThreshold: 5 }, suite.admin);
    expect((await apiCall(url, '/api/admin/receiveStock', { studioId, consumableId: item.result.id, quantity: 6 }, suite.admin)).resultcode).toBe(1);
    const issued = await apiCall(url, '/api/admin/issueStock', { studioId, items: `${item.result.id}x2`, nurseId: Number(bound!.nurse), reason: 'home visit' }, suite.admin);
    expect(issued.resultcode, issued.msg).toBe(1);
    expect(await unreadRows()).toBe(before + 1);
    await expect.poll(unread, { timeout: 10_000 }).toBe(before + 1);
    expect(await documentMark(page)).toBe('still here');
  });

  it('a voice announcement sent from its page reaches the studio’s nurses: the list shows it sent, its page each recipient', async () => {
    const url = suite.server.url;
    const studios = await apiCall<{ list: Array<{ id: number }> }>(url, '/api/admin/getStudioList', { limit: 1, sort: 'id', status: 1 }, suite.admin);
    const studioId = studios.result.list[0]!.id;
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, url);
    await page.goto(`${url}/security-center/voice-announcements`);
    await page.getByTestId('list-add').click();
    const dialog = page.getByTestId('form-dialog');
    const text = 'Browser check: please confirm your alarm button works.';
    await dialog.getByTestId('field-text').fill(text);
    await dialog.locator(`[data-testid="field-studioIds"] input[data-value="${studioId}"]`).check();
    await dialog.getByTestId('form-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('list-row').filter({ hasText: text });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('sent');
    const sent = await apiCall<{ list: Array<{ id: number; text: string; recipients: number }> }>(url, '/api/admin/getVoiceAnnouncementList', { limit: 5 }, suite.admin);
    const announcement = sent.result.list.find((a) => a.text === text)!;
    expect(announcement.recipients).toBeGreaterThan(0);
    await page.goto(`${url}/security-center/voice-announcements?id=${announcement.id}`);
    await expect.poll(() => page.getByTestId('voice-recipients').locator('li').count(), { timeout: 15_000 }).toBe(announcement.recipients);
  });
});

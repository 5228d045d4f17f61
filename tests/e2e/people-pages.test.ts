/**
 * People pages in real Chromium against the real server, by KEYBOARD ONLY once signed
 * in: the palette's `#` search finds a nurse by name and opens her page, the open nurse's
 * actions in the palette ("suspend"), and the patient form's ID-card rule on the ID number.
 */
import { t } from '@careops/core/i18n';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';
import { focusedTestId, tabTo } from '../support/keyboard';

let server: TestServer;
let browser: Browser;
let auth: { token: string; userId: number };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  auth = await login(server.url, 'admin', TEST_ADMIN_PASSWORD);
}, 120_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function consolePage(username = 'admin'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, username, TEST_ADMIN_PASSWORD);
  return page;
}

const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');
const palette = (page: Page) => page.getByTestId('command-palette');
const selectedTitle = (page: Page) => palette(page).locator('[cmdk-item][data-selected="true"] [data-testid="palette-item-title"]').textContent();

type Nurse = { id: number; name: string; status: number };

/** Home, then the palette (Ctrl+K once the keyboard layer is there). */
async function paletteOnHome(page: Page): Promise<void> {
  await page.goto(`${server.url}/home`);
  await view(page).getByRole('heading').first().waitFor();
  // The keyboard layer loads once the page has settled: later than a second under load.
  await expect
    .poll(
      async () => {
        if ((await palette(page).count()) === 0) await page.keyboard.press('Control+K');
        return focusedTestId(page);
      },
      { timeout: 15_000 },
    )
    .toBe('palette-input');
}

describe('people in the palette', () => {
  it('`#` finds a nurse by name and opens her page; her actions are offered there and "suspend" runs', async () => {
    const list = await apiCall<{ list: Nurse[] }>(server.url, '/api/admin/getNurseList', { status: 1, limit: 1, sort: 'id' }, auth);
    const nurse = list.result.list[0] as Nurse;
    const page = await consolePage();
    await paletteOnHome(page);
    await page.keyboard.type(`#${nurse.name}`);
    await expect.poll(() => selectedTitle(page)).toBe(nurse.name);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/service-nurse-det/${nurse.id}`);
    await view(page).getByTestId('detail-title').filter({ hasText: nurse.name }).waitFor();

    await page.keyboard.press('Control+K');
    await palette(page).waitFor();
    const suspend = t('keyboard.context.record', { action: t('people.res.nurses.suspend'), name: nurse.name });
    const offered = () => palette(page).locator('[data-section="record"] [data-testid="palette-item-title"]').allTextContents();
    // The page hands its record's actions to the palette once the record is drawn.
    await expect.poll(offered).toContain(suspend);
    expect(await offered()).not.toContain(t('keyboard.context.record', { action: t('people.res.nurses.reactivate'), name: nurse.name }));
    await page.keyboard.type('suspend');
    await expect.poll(() => selectedTitle(page)).toBe(suspend);
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    await tabTo(page, '[data-testid="confirm-ok"]');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    // The server suspends her, then the page reads her again.
    await expect.poll(() => view(page).getByTestId('detail-value-status').textContent(), { timeout: 15_000 }).toBe(t('people.res.nurseStatus.2'));
    const after = await apiCall<Nurse>(server.url, '/api/admin/getNurse', { nurseId: nurse.id }, auth);
    expect(after.result.status).toBe(2);
  });

  it('`#` by phone digits finds members; a user without the people pages finds none of them', async () => {
    const page = await consolePage();
    await paletteOnHome(page);
    await page.keyboard.type('#13700000001');
    const records = palette(page).locator('[data-testid="palette-item-title"]');
    // The palette asks the server once typing pauses.
    await expect.poll(() => records.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const hints = await palette(page).locator('[cmdk-item]').evaluateAll((items) => items.map((i) => i.textContent ?? ''));
    expect(hints.some((h) => h.includes('/member-detail/'))).toBe(true);

    const finance = await consolePage('finance');
    await paletteOnHome(finance);
    await finance.keyboard.type('#13700000001');
    // Searched (orders of that phone may be hers to see), but no member, nurse or patient.
    const settled = async () => (await palette(finance).locator('[cmdk-item]').count()) > 0 || (await palette(finance).getByText('No record you may open').count()) > 0;
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
    const theirs = await palette(finance).locator('[cmdk-item]').evaluateAll((items) => items.map((i) => i.textContent ?? ''));
    expect(theirs.filter((h) => /\/(member-detail|cover-service-detail|service-nurse-det)\//.test(h))).toEqual([]);
  });
});

describe('the patient form', () => {
  it('applies the ID-card rule to the ID number when the ID type is an ID card, then saves', async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/cover-service`);
    await view(page).getByTestId('list-row').first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, '[data-testid="list-add"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('form-dialog');
    await dialog.waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('field-memberId');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Qiao Yun');
    await page.keyboard.press('Tab');
    await page.keyboard.type('parents');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ID');
    expect(await dialog.getByTestId('field-idType').inputValue()).toBe('id-card');
    await page.keyboard.press('Tab');
    await page.keyboard.type('E1234567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('13911113333');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => dialog.getByTestId('error-idNumber').textContent()).toBe(t('validate.idCard'));
    expect(await dialog.getByTestId('field-idNumber').getAttribute('aria-invalid')).toBe('true');

    await tabTo(page, '[data-testid="field-idNumber"]', true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('110101199003071234');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    const found = await apiCall<{ list: Array<{ name: string; idType: string; idNumber: string; member: { id: number } }> }>(server.url, '/api/admin/getPatientList', { name: 'Qiao Yun' }, auth);
    expect(found.result.list).toEqual([expect.objectContaining({ name: 'Qiao Yun', idType: 'id-card', idNumber: '1101**********1234', member: expect.objectContaining({ id: 3 }) })]);
  });
});

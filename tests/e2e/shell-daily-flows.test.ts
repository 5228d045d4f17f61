/**
 * The flows a daily user meets, in real Chromium against the real server: placing an order
 * from the member dialog leaves a usable form; Escape on a record's page goes back to its list;
 * a record has one tab, titled by the record; wide tables scroll in their own box, never the
 * page; one session per browser profile; the error log keeps application failures only.
 */
import type { Locator, Page } from 'playwright-core';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall } from '../support/server';

const suite = useBrowserSuite();

async function firstOf<T>(name: string, body: Record<string, unknown> = {}): Promise<T> {
  const answer = await apiCall<{ list: T[] }>(suite.server.url, `/api/admin/${name}`, { limit: 1, ...body }, suite.admin);
  const first = answer.result.list[0];
  if (answer.resultcode !== 1 || !first) throw new Error(`${name}: ${answer.resultcode} ${answer.msg}`);
  return first;
}

async function consolePage(viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await suite.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, suite.server.url);
  return page;
}

const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');

/** Follows an in-console link to `path` (as a link click does), then waits for `landing`. */
async function open(page: Page, path: string, landing = path): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === landing);
}

describe('placing an order', () => {
  it.each(['click', 'Enter'])('"continue" (%s) closes the member dialog and the order form takes clicks', async (how) => {
    const member = await firstOf<{ id: number }>('getMemberList');
    const page = await consolePage();
    await page.goto(`${suite.server.url}/order/order-list`);
    await view(page).getByTestId('place-order').click();
    await page.getByTestId('place-member').fill(String(member.id));
    if (how === 'Enter') await page.getByTestId('place-member').press('Enter');
    else await page.getByTestId('place-member-go').click();
    await page.waitForURL((u) => u.pathname === `/order/order-place/${member.id}`);
    await page.getByTestId('place-order-dialog').waitFor({ state: 'detached' });
    // A modal layer left over the form would intercept this click (Playwright fails it).
    await view(page).getByTestId('place-patient').click({ timeout: 3_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('place-patient');
  });
});

describe('Escape on a record page', () => {
  it('goes back to the list from an order, a nurse and a member', async () => {
    const orderRow = await firstOf<{ id: number }>('getOrderList');
    const nurse = await firstOf<{ id: number }>('getNurseList');
    const member = await firstOf<{ id: number }>('getMemberList');
    const page = await consolePage();
    const cases: Array<[record: string, list: string]> = [
      [`/order/service-order-detail/${orderRow.id}`, '/order/order-list'],
      [`/service-nurse-det/${nurse.id}`, '/service-nurse'],
      [`/member-detail/${member.id}`, '/member-management'],
    ];
    for (const [record, list] of cases) {
      await open(page, record);
      await view(page).getByTestId('detail-title').waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL((u) => u.pathname === list);
    }
  });
});

describe('record tabs', () => {
  const tabs = (page: Page) => page.getByTestId('tab');
  const detailTabs = (page: Page) => page.locator('[data-testid="tab"][data-path^="/order/service-order-detail/"]');

  it('a record opened by any spelling of its path has one tab, named by its order number', async () => {
    const { id, orderNo } = await firstOf<{ id: number; orderNo: string }>('getOrderList');
    const page = await consolePage();
    for (const spelling of [`/order/service-order-detail/${id}`, `/order/service-order-detail/0${id}`, `/order/service-order-detail/${id}/`]) {
      await open(page, spelling, `/order/service-order-detail/${id}`);
      await view(page).getByTestId('detail-title').waitFor();
    }
    await expect.poll(() => detailTabs(page).count()).toBe(1);
    await expect.poll(() => detailTabs(page).textContent()).toContain(orderNo);
  });

  it('with more tabs than fit, the active one is scrolled into view', async () => {
    const { result } = await apiCall<{ list: Array<{ id: number }> }>(suite.server.url, '/api/admin/getOrderList', { limit: 14 }, suite.admin);
    const page = await consolePage({ width: 1000, height: 800 });
    for (const { id } of result.list) {
      await open(page, `/order/service-order-detail/${id}`);
      await view(page).getByTestId('detail-title').waitFor();
    }
    expect(await tabs(page).count()).toBeGreaterThan(10);
    const inView = () =>
      page.evaluate(() => {
        const active = document.querySelector('[data-testid="tab"][data-active="true"]');
        const strip = active?.closest('ul');
        if (!active || !strip) return false;
        const a = active.getBoundingClientRect();
        const s = strip.getBoundingClientRect();
        return strip.scrollWidth > strip.clientWidth && a.left >= s.left - 1 && a.right <= s.right + 1;
      });
    await expect.poll(inView).toBe(true);
    await tabs(page).first().locator('a').click();
    await page.waitForURL((u) => u.pathname === '/home');
    await expect.poll(inView).toBe(true);
  });
});

describe('wide tables', () => {
  const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: innerWidth }));

  it.each([
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])('the order list scrolls inside its own container at $width px, never the page', async (viewport) => {
    const page = await consolePage(viewport);
    await page.goto(`${suite.server.url}/order/order-list`);
    const table = view(page).getByTestId('list-table');
    await table.locator('[data-testid="list-row"]').first().waitFor();
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    // The table is wider than its box, which scrolls; the header and the first column stay put.
    const box = view(page).getByTestId('list-scroll');
    const scroll = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll.scroll).toBeGreaterThan(scroll.client);
    const firstCell = table.locator('[data-testid="list-row"]').first().locator('td').first();
    const before = await firstCell.boundingBox();
    await box.evaluate((el) => {
      el.scrollLeft = 400;
      el.scrollTop = 200;
    });
    expect((await firstCell.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
    const header = table.locator('thead th').first();
    const boxTop = await box.evaluate((el) => el.getBoundingClientRect().top);
    expect((await header.boundingBox())?.y).toBeCloseTo(boxTop + 1, -1);
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(viewport.width);
  });
});

describe('one session per browser profile', () => {
  it('a new browser tab is signed in; logout and expiry in one tab sign out the others', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 800 } });
    const first = await context.newPage();
    first.setDefaultTimeout(10_000);
    await signIn(first, suite.server.url);

    // A console link opened in a second tab shows the page, not login.
    const second = await context.newPage();
    second.setDefaultTimeout(10_000);
    await second.goto(`${suite.server.url}/order/order-list`);
    await view(second).getByTestId('list-table').waitFor();
    expect(new URL(second.url()).pathname).toBe('/order/order-list');

    // Logout in the first: the second goes to login, with the way back.
    await first.getByTestId('user-menu').click();
    await first.getByTestId('menu-logout').click();
    await first.waitForURL((u) => u.pathname === '/login');
    await second.waitForURL((u) => u.pathname === '/login');
    expect(new URL(second.url()).searchParams.get('redirect')).toBe('/order/order-list');

    // Signing in again in the first signs the second in, back where it was.
    await signIn(first, suite.server.url);
    await second.waitForURL((u) => u.pathname === '/order/order-list');

    // The session revoked on the server: the 103 met in the second tab signs out the first too.
    const token = await second.evaluate(() => localStorage.getItem('careops.token'));
    expect((await apiCall(suite.server.url, '/api/admin/logout', {}, { token: token ?? '' })).resultcode).toBe(1);
    await second.reload();
    await second.waitForURL((u) => u.pathname === '/login');
    await first.waitForURL((u) => u.pathname === '/login');
  });
});

describe('the error log', () => {
  it('keeps server failures and lost requests, not what the user mistyped', async () => {
    const page = await consolePage();
    const count = () => page.getByTestId('error-log-count').textContent();
    await page.getByTestId('tags-view').waitFor();
    expect(await page.getByTestId('error-log-count').count()).toBe(0);

    // A server failure (5xx) while a list loads.
    await page.route('**/api/admin/getOrderList', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
    await open(page, '/order/order-list');
    await expect.poll(count).toBe('1');

    // A request that never gets an answer.
    await page.unroute('**/api/admin/getOrderList');
    await page.route('**/api/admin/getOrderList', (route) => route.abort('internetdisconnected'));
    await open(page, '/redirect/order/order-list', '/order/order-list');
    // The list's request goes out once the page has loaded it again: the count follows then.
    await expect.poll(count, { timeout: 15_000 }).toBe('2');
    await page.unroute('**/api/admin/getOrderList');

    // A wrong old password: told on the field and in a toast, without the field's wire name; not logged.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    await page.getByLabel('old password').fill('Wrong-old-1');
    await page.getByLabel('new password', { exact: true }).fill('New-pass-5678');
    await page.getByLabel('confirm new password').fill('New-pass-5678');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('password-oldPassword-error').textContent()).toBe(t('error.wrongOldPassword'));
    const toastText = await page.getByTestId('toast-error').filter({ hasText: t('error.wrongOldPassword') }).last().textContent();
    expect(toastText).not.toContain('oldPassword');
    expect(await count()).toBe('2');
  });
});

/**
 * Daily use in a real browser: one product name, sidebar labels in full at 210 px, focus rings
 * that can be seen (contrast measured), the change-password confirmation over its own backdrop
 * with focus trapped, status tags that can be read, and Home's charts reached by keyboard with
 * their numbers as a table and their links to the lists behind them (orders, queues, certificates,
 * income and refunds, stock below threshold).
 */
import { t } from '@careops/core/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../apps/web/src/platform/settings/theme-presets';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { TEST_ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();

async function signedIn(username = 'admin', viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await (await suite.newContext({ viewport })).newPage();
  await signIn(page, suite.server.url, username, username === 'admin' ? suite.server.adminPassword : TEST_ADMIN_PASSWORD);
  return page;
}

/** `rgb(a, b, c)` / `rgba(…)` as #rrggbb (alpha ignored: callers pass opaque colours). */
const hexOf = (css: string) => {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => Math.round(c ?? 0).toString(16).padStart(2, '0')).join('')}`;
};

/** The focused element's outline colour and the first opaque background behind it. */
async function focusColours(page: Page): Promise<{ outline: string; background: string; style: string; tag: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    let node: HTMLElement | null = el;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== 'transparent' && !bg.startsWith('rgba(0, 0, 0, 0)')) {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    return { outline: style.outlineColor, background, style: style.outlineStyle, tag: el.tagName };
  });
}

describe('looks and accessibility', () => {
  it('names the product the same on the login page, in the sidebar and in page titles', async () => {
    const page = await (await suite.newContext()).newPage();
    await page.goto(`${suite.server.url}/login`);
    expect(await page.getByTestId('login-product').textContent()).toBe(t('app.productName'));
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`login - ${t('app.productName')}`);
    await signIn(page, suite.server.url, 'admin', suite.server.adminPassword);
    expect((await page.getByTestId('sidebar-title').textContent())?.trim()).toBe(t('app.productName'));
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(new RegExp(` - ${t('app.productName')}$`));
    // The CLI and the terminal panel say the same name.
    expect(t('cli.description')).toContain(t('app.productName'));
    expect(t('keyboard.terminal.welcome')).toContain(t('app.productName'));
  });

  it('shows every sidebar label in full at 210 px, and its focus ring at 3:1 or more on the dark sidebar', async () => {
    const page = await signedIn();
    const groups = page.locator('[data-testid^="menu-group-"][aria-expanded="false"]');
    while ((await groups.count()) > 0) await groups.first().click();
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('#console-sidebar nav a span, #console-sidebar nav button span')]
        .filter((s) => s.getBoundingClientRect().width > 0)
        .filter((s) => s.scrollWidth > s.clientWidth + 1 || s.getBoundingClientRect().right > document.getElementById('console-sidebar')!.getBoundingClientRect().right)
        .map((s) => s.textContent),
    );
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.getElementById('console-sidebar')!.getBoundingClientRect().width)).toBe(210);

    // Keyboard focus into the sidebar: the ring must stand out from the sidebar's own colour.
    await page.locator('#console-sidebar a').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const inSidebar = await focusColours(page);
    expect(inSidebar.style).toBe('solid');
    expect(contrastRatio(hexOf(inSidebar.outline), hexOf(inSidebar.background)), JSON.stringify(inSidebar)).toBeGreaterThanOrEqual(3);
    // And on the page's white, the theme's strong colour.
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const onPage = await focusColours(page);
    expect(contrastRatio(hexOf(onPage.outline), hexOf(onPage.background)), JSON.stringify(onPage)).toBeGreaterThanOrEqual(3);
  });

  it('asks to confirm a new password over its own backdrop, focus kept inside the question', async () => {
    const page = await signedIn();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    await page.locator('#password-oldPassword').fill('whatever-Old-1');
    await page.locator('#password-password').fill('New-pass-20480');
    await page.locator('#password-checkPassZ').fill('New-pass-20480');
    await page.getByTestId('password-submit').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    // What lies over the middle of the password form is the question's backdrop (or the question), not the form.
    const covered = await page.evaluate(() => {
      const form = document.querySelector('[data-testid="change-password-dialog"]')!.getBoundingClientRect();
      const top = document.elementFromPoint(form.left + 10, form.bottom - 10);
      return top ? !top.closest('[data-testid="change-password-dialog"]') : false;
    });
    expect(covered).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="confirm-dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    // The password dialog is still there, and focus is back in it.
    // (Radix hands focus back on the next task after the question unmounts.)
    await page.getByTestId('change-password-dialog').waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="change-password-dialog"]'))).toBe(true);
  });

  it('shows statuses as coloured tags that can be read (text 4.5:1 on the tag, border 3:1 on the page)', async () => {
    const page = await signedIn();
    await page.goto(`${suite.server.url}/order/order-list`);
    const tags = page.getByTestId('status-tag');
    await tags.first().waitFor();
    const colours = await tags.evaluateAll((els) => els.slice(0, 20).map((el) => ({ tone: el.getAttribute('data-tone'), text: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderTopColor })));
    expect(colours.length).toBeGreaterThan(0);
    for (const c of colours) {
      expect(contrastRatio(hexOf(c.text), hexOf(c.background)), JSON.stringify(c)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(hexOf(c.border), '#ffffff'), JSON.stringify(c)).toBeGreaterThanOrEqual(3);
    }
    // One colour per meaning: the same tone looks the same everywhere.
    const byTone = new Map<string, string>();
    for (const c of colours) {
      const seen = byTone.get(c.tone ?? '');
      if (seen) expect(seen).toBe(c.background);
      byTone.set(c.tone ?? '', c.background);
    }
  });
});

describe('Home charts', () => {
  it('reaches the orders chart by keyboard, moves between days with the arrows and opens the day’s orders with Enter', async () => {
    const page = await signedIn();
    await page.getByTestId('chart-orders-svg').waitFor();
    const bars = page.getByTestId('chart-orders-bar');
    expect(await bars.count()).toBe(30);
    // One Tab stop for the chart: Tab from the element before it lands on a bar.
    await page.getByTestId('chart-orders-svg').evaluate((svg) => (svg.closest('figure')!.querySelector('h3') as HTMLElement).setAttribute('tabindex', '-1'));
    await page.locator('#chart-orders-title').focus();
    let guard = 0;
    while (!(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'chart-orders-bar')) && guard++ < 10) await page.keyboard.press('Tab');
    expect(guard).toBeLessThan(10);
    await page.keyboard.press('End');
    const today = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}: \d+/);
    await page.keyboard.press('ArrowLeft');
    const yesterday = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(yesterday).not.toBe(today);
    // The most recent day with orders: Enter opens exactly those orders.
    let label = yesterday;
    for (let i = 0; i < 30 && !/: [1-9]/.test(label); i++) {
      await page.keyboard.press('ArrowLeft');
      label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    const total = Number(/: (\d+)/.exec(label)?.[1]);
    expect(total).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/order/order-list' && u.searchParams.has('createdFrom'));
    // The order list's total comes with the server's answer.
    await expect.poll(() => page.getByTestId('list-total').textContent(), { timeout: 15_000 }).toBe(t('web.pagination.total', { total }));
  });

  it('gives each chart its numbers as a table whose rows link to the same lists', async () => {
    const page = await signedIn();
    for (const id of ['chart-orders', 'chart-queues', 'chart-certificates']) {
      await page.getByTestId(`${id}-svg`).waitFor();
      const numbers = page.getByTestId(`${id}-numbers`);
      await numbers.locator('summary').click();
      const rows = numbers.locator('tbody tr');
      expect(await rows.count()).toBe(await page.getByTestId(`${id}-bar`).count());
      const barLinks = await page.getByTestId(`${id}-bar`).evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      const rowLinks = await rows.locator('a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      expect(rowLinks).toEqual(barLinks);
    }
    await page.getByTestId('chart-certificates-numbers').locator('tbody a').first().click();
    await page.waitForURL((u) => u.pathname === '/service-nurse' && u.searchParams.get('expiringWithinDays') === '0');
  });

  it('shows income and refunds per day and stock below threshold, each with its table and links to the journal and the stock list', async () => {
    const page = await signedIn();
    for (const id of ['chart-money', 'chart-stock']) {
      await page.getByTestId(`${id}-svg`).waitFor();
      const numbers = page.getByTestId(`${id}-numbers`);
      await numbers.locator('summary').click();
      const bars = await page.getByTestId(`${id}-bar`).evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      expect(bars.length).toBeGreaterThan(0);
      expect(await numbers.locator('tbody th a').evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(bars);
    }
    expect(await page.getByTestId('chart-money-bar').count()).toBe(30);
    const refundLinks = await page.getByTestId('chart-money-numbers').locator('tbody td a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(refundLinks).toHaveLength(30);
    expect(refundLinks.every((href) => /^\/finance\/collection-payment\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&kind=refund$/.test(href))).toBe(true);
    await page.getByTestId('chart-stock-numbers').locator('tbody th a').first().click();
    await page.waitForURL((u) => u.pathname === '/consumables/consumables-list' && u.searchParams.get('belowThreshold') === '1' && u.searchParams.has('studioId'));
  });

  it('leaves out a chart the user may not open the list of', async () => {
    const page = await signedIn('finance');
    await page.getByTestId('chart-orders-svg').waitFor();
    expect(await page.getByTestId('chart-certificates').count()).toBe(0);
    expect(await page.getByTestId('chart-queues').count()).toBe(0);
    // Finance sees the money it handles, not the stock it does not.
    await page.getByTestId('chart-money-svg').waitFor();
    expect(await page.getByTestId('chart-stock').count()).toBe(0);
  });
});

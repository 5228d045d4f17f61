/**
 * Chinese in the web console, in real Chromium against the real server: the switch in settings,
 * the menu and a list page in Chinese, the choice kept across a reload, and English again.
 */
import { routes } from '@careops/core/permissions';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { signIn } from '../support/browser';

const suite = useBrowserSuite();

async function chooseLanguage(page: Page, locale: 'en' | 'zh-CN'): Promise<void> {
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-panel').waitFor();
  // Choosing a language starts the console again in it (a reload).
  await Promise.all([page.waitForEvent('load'), page.getByTestId(`language-${locale}`).click({ force: true })]);
  await page.getByTestId('console-layout').waitFor();
}

describe('the console in Chinese', () => {
  it('switches to 中文 in settings: menu and list page in Chinese, kept across a reload, English again on request', async () => {
    const page = await (await suite.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, suite.server.url, 'admin', suite.server.adminPassword);
    expect(await page.getByTestId('sidebar').textContent()).toContain('order management');

    await chooseLanguage(page, 'zh-CN');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => sidebar.textContent()).toContain('订单管理');
    const menu = (await sidebar.textContent()) ?? '';
    for (const title of ['首页', '订单管理', '用户管理', '系统管理']) expect(menu).toContain(title);
    expect(menu).not.toContain('order management');

    await page.goto(`${suite.server.url}${routes.orderList.path({})}`);
    const list = page.getByTestId('list-orders');
    // The table (its column headings) is drawn with the server's first answer.
    await list.getByTestId('list-table').waitFor();
    await expect.poll(() => page.title()).toBe('订单列表 - CareOps');
    const listText = (await list.textContent()) ?? '';
    for (const text of ['筛选条件', '查询', '重置', '订单号', '状态']) expect(listText).toContain(text);

    await page.reload();
    await list.getByTestId('list-table').waitFor();
    expect(await page.getByTestId('sidebar').textContent()).toContain('订单管理');
    expect(await list.textContent()).toContain('订单号');

    await chooseLanguage(page, 'en');
    await expect.poll(() => page.getByTestId('sidebar').textContent()).toContain('order management');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

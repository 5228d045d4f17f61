/**
 * Creating a service by keyboard only, in real Chromium against the real server: from the
 * services list to its own form page (category and title picked by typing), saved with
 * Ctrl+Enter, landing on the service's page, where its Markdown description is rendered and
 * the HTML typed into it stays text.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();

/** Presses Tab until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('services by keyboard', () => {
  it('creates a service from the list with the keyboard alone and opens its page', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, suite.server.url, 'ops', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/product/service`);
    await page.locator('section[data-testid="page"]:not([hidden]) [data-testid="list-row"]').first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    await tabTo(page, '[data-testid="service-new"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/edit-service$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('field-name');
    await page.keyboard.type('Keyboard wound check');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('[data-testid="field-categoryId"] option').count()).toBeGreaterThan(5);
    await page.keyboard.type('Elderly care');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123.45');
    await page.keyboard.press('Tab');
    await page.keyboard.type('45');
    await page.keyboard.press('Tab');
    await page.keyboard.type('senior');
    await tabTo(page, '[data-testid="field-description"]');
    await page.keyboard.type('**Gentle** care <script>window.hacked = 1</script> [more](javascript:window.hacked=2)');
    await page.keyboard.press('Control+Enter');

    await page.waitForURL(/\/product\/update-service\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const description = page.locator('section[data-testid="page"]:not([hidden]) [data-testid="catalogue-description"]');
    await expect.poll(() => description.locator('strong').textContent()).toBe('Gentle');
    expect(await description.textContent()).toContain('<script>window.hacked = 1</script>');
    expect(await description.locator('script').count()).toBe(0);
    expect(await description.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

    const saved = await apiCall<{ name: string; priceCents: number; durationMinutes: number; requiredTitle: string; category: { name: string } }>(suite.server.url, '/api/admin/getService', { serviceId: id }, suite.admin);
    expect(saved.result).toMatchObject({ name: 'Keyboard wound check', priceCents: 12_345, durationMinutes: 45, requiredTitle: 'senior-nurse', category: { name: 'Elderly care' } });
  });
});

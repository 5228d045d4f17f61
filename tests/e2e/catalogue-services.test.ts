/**
 * Creating a service by keyboard only, in real Chromium against the real server: from the
 * services list to its own form page (category and title picked by typing), saved with
 * Ctrl+Enter, landing on the service's page, where its Markdown description is rendered and
 * the HTML typed into it stays text. A package's items by keyboard: services picked by
 * searching their names, rows added with Enter and removed with Alt+Backspace.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD } from '../support/server';
import { tabTo } from '../support/keyboard';

const suite = useBrowserSuite();

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
    // The form page's code and data load first: later than a second under load.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { timeout: 15_000 }).toBe('field-name');
    await page.keyboard.type('Keyboard wound check');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('[data-testid="field-categoryId"] option').count(), { timeout: 15_000 }).toBeGreaterThan(5);
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

describe('package items by keyboard', () => {
  it('builds a package from services found by name, adding and removing rows with the keyboard', async () => {
    const services = await apiCall<{ list: Array<{ id: number; name: string }> }>(suite.server.url, '/api/admin/getServiceList', { sort: 'name', limit: 2, onShelf: true }, suite.admin);
    const [one, two] = services.result.list;
    if (!one || !two) throw new Error('the demo catalogue has no two services');
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, suite.server.url, 'ops', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/product/edit-package`);
    const form = page.locator('section[data-testid="page"]:not([hidden]) [data-testid="package-form"]');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { timeout: 15_000 }).toBe('field-name');
    await page.keyboard.type('Keyboard care bundle');
    const pick = async (name: string) => {
      await page.keyboard.type(name.slice(0, 6));
      const match = form.locator('[data-testid="package-item-matches"] [role="option"]', { hasText: name }).first();
      await match.waitFor();
      while ((await match.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    };
    await page.keyboard.press('Tab');
    await pick(one.name);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.locator('[data-testid="package-item"]').count()).toBe(2);
    await pick(two.name);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.locator('[data-testid="package-item"]').count()).toBe(3);
    await page.keyboard.press('Alt+Backspace');
    await expect.poll(() => form.locator('[data-testid="package-item"]').count()).toBe(2);
    await tabTo(page, '[data-testid="field-validityDays"]');
    await page.keyboard.type('90');
    await page.keyboard.press('Tab');
    await page.keyboard.type('500');
    await page.keyboard.press('Control+Enter');

    await page.waitForURL(/\/product\/detail-package\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await apiCall<{ items: Array<{ serviceId: number; times: number }>; validityDays: number; priceCents: number }>(suite.server.url, '/api/admin/getPackage', { packageId: id }, suite.admin);
    expect(saved.result).toMatchObject({ validityDays: 90, priceCents: 50_000 });
    expect(saved.result.items.map((i) => [i.serviceId, i.times]).sort()).toEqual([[one.id, 4], [two.id, 2]].sort());
  });
});

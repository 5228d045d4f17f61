/**
 * The keyboard layer loads once the page has settled, or at once on the first shortcut key:
 * keys pressed before it listens are handed to it when it does, never lost, and it loads with
 * no key pressed at all. Real Chromium against the real server, on the order list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { TEST_ADMIN_PASSWORD } from '../support/server';

const suite = useBrowserSuite();

/** Whether the browser has fetched the layer's own chunk. */
const layerFetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/keyboard-layer-[^/]*\.js$/.test(e.name)));

/** The order list freshly loaded in a signed-in tab, keys going to the page; the layer not yet loaded. */
async function freshOrderList(): Promise<Page> {
  const page = await (await suite.newContext()).newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page, suite.server.url, 'admin', TEST_ADMIN_PASSWORD);
  await page.goto(`${suite.server.url}/order/order-list`);
  await page.getByTestId('console-layout').waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await layerFetched(page)).toBe(false);
  return page;
}

describe('keys pressed before the keyboard layer has loaded', () => {
  it('opens the palette for a Ctrl+K pressed the moment the console shows', async () => {
    const page = await freshOrderList();
    await page.keyboard.press('Control+K');
    await page.getByTestId('command-palette').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('palette-input');
    // Handled once: the palette stays open (a second Ctrl+K would close it). Kept keys are all
    // handed over before the palette draws; a key typed now shows once the page has handled those.
    await page.keyboard.type('x');
    await expect.poll(() => page.getByTestId('palette-input').inputValue()).toBe('x');
    expect(await page.getByTestId('command-palette').count()).toBe(1);
    await page.context().close();
  });

  it('runs a chord typed before the layer listens', async () => {
    const page = await freshOrderList();
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.context().close();
  });

  it('takes a Ctrl+K pressed in a field, where plain keys stay the field’s', async () => {
    const page = await freshOrderList();
    await page.evaluate(() => {
      const field = Object.assign(document.createElement('input'), { type: 'text' });
      field.setAttribute('data-testid', 'typing-field');
      field.setAttribute('aria-label', 'typing field');
      document.querySelector('[data-testid="console-layout"]')?.prepend(field);
    });
    await page.getByTestId('typing-field').focus();
    await page.keyboard.type('gh');
    await page.keyboard.press('Control+K');
    await page.getByTestId('command-palette').waitFor();
    expect(new URL(page.url()).pathname).toBe('/order/order-list');
    expect(await page.getByTestId('typing-field').inputValue()).toBe('gh');
    await page.context().close();
  });

  it('loads by itself once the page has settled, with no key pressed', async () => {
    const page = await freshOrderList();
    await expect.poll(() => layerFetched(page), { timeout: 15_000 }).toBe(true);
    // Loaded (a `?` pressed while its code still runs is kept for it): the shortcut sheet opens on `?`.
    await page.keyboard.press('?');
    await page.getByTestId('shortcut-sheet').waitFor();
    await page.context().close();
  });
});

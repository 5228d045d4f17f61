// Keyboard steps shared by the browser tests that drive the console by keys only.
import type { Page } from 'playwright-core';

/** The `data-testid` of the focused element ('' when it has none). */
export const focusedTestId = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`. */
export async function tabTo(page: Page, selector: string, back = false): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Presses Tab until the element with this `data-testid` has focus. */
export const tabToTestId = (page: Page, testId: string): Promise<void> => tabTo(page, `[data-testid="${testId}"]`);

// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core for the browser tests.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** The Chromium binary; CAREOPS_CHROMIUM overrides (scripts/ensure-chromium.mjs installs the default). */
export const CHROMIUM = process.env.CAREOPS_CHROMIUM ?? '/usr/bin/chromium';

/** The demo accounts' password on a test server (tests/support/server.ts TEST_ADMIN_PASSWORD). */
const DEFAULT_PASSWORD = 'Admin-pass-1234';

/**
 * Launches headless Chromium. playwright-core starts it with a fresh temporary user-data
 * directory of its own and deletes it on close (it refuses a --user-data-dir flag). One
 * browser per test file; give each test its own `browser.newContext()`.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const isLoginPath = (pathname: string) => /^\/(user\/)?login$/.test(pathname);

/**
 * Signs in through the login form. Stays on the login page the test already opened (e.g.
 * `/login?redirect=…` after visiting a protected page), otherwise opens `${url}/login`. Resolves
 * once the console (or the 401/404 page a redirect led to) is shown.
 */
export async function signIn(page: Page, url: string, username = 'admin', password = DEFAULT_PASSWORD): Promise<void> {
  const current = page.url();
  if (!current.startsWith(url) || !isLoginPath(new URL(current).pathname)) await page.goto(`${url}/login`);
  await page.getByLabel('username', { exact: true }).fill(username);
  await page.getByLabel('password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !isLoginPath(u.pathname));
  await page.locator('[data-testid="console-layout"], [data-testid="status-heading"]').first().waitFor();
}

/**
 * Waits until a form dialog has its form on screen with focus inside it. An edit dialog opens
 * on "loading" while it reads the record afresh, then focuses its first field: keys pressed
 * before that would land in the wrong field.
 */
export async function formReady(dialog: Locator): Promise<void> {
  await dialog.locator('form').waitFor();
  await dialog.page().waitForFunction((el) => !!el && el.contains(document.activeElement), await dialog.elementHandle());
}

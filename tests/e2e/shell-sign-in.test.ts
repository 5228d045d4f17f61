/**
 * Sign-in and routing of the web console in real Chromium against the real server:
 * redirect round trip, wrong password, SMS sign-in, the picture captcha, 404/401, and the
 * session codes 103 (expired), 105 (disabled) and a user without permission nodes.
 */
import { t } from '@careops/core/i18n';
import { routeForPath } from '@careops/core/permissions';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleHasPage as hasPage } from '../../apps/web/src/app/areas';
import { launchBrowser, signIn } from '../support/browser';
import { apiCall, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';
import { setAccountStatus } from './shell-fixtures';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const loginError = (page: Page) => page.getByTestId('login-error');

describe('sign-in and routing', () => {
  it('sends a visitor to login with a redirect and brings them back after sign-in', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/message-center?unread=1`);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/message-center?unread=1');
    await expect.poll(() => page.title()).toBe(`login - ${t('app.productName')}`);

    await signIn(page, server.url, 'admin');
    expect(pathOf(page)).toBe('/message-center');
    expect(new URL(page.url()).search).toBe('?unread=1');
    await expect.poll(() => page.title()).toBe(`message center - ${t('app.productName')}`);
    await expect.poll(() => page.getByLabel('unread only').isChecked()).toBe(true);

    // The consult toggle only appears with the consult flag (admin has none; cs has it).
    expect(await page.getByTestId('consult-toggle').count()).toBe(0);

    // Token and user live in localStorage: one session per browser profile, shared by its tabs.
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('careops.token'), tab: Object.keys(sessionStorage) }));
    expect(stored.token).toMatch(/\S{20,}/);
    expect(stored.tab.some((k) => k.includes('token'))).toBe(false);

    // A signed-in user opening /login goes to / and / goes to /home; so does /user/login.
    await page.goto(`${server.url}/login`);
    await page.waitForURL((u) => u.pathname === '/home');
    await page.goto(`${server.url}/user/login`);
    await page.waitForURL((u) => u.pathname === '/home');
    await page.goto(`${server.url}/`);
    await page.waitForURL((u) => u.pathname === '/home');
    await expect.poll(() => page.title()).toBe(`home - ${t('app.productName')}`);

    // A redirect to another origin is never followed.
    const other = await newPage();
    await other.goto(`${server.url}/login?redirect=//evil.example/x`);
    await signIn(other, server.url, 'admin');
    expect(new URL(other.url()).origin).toBe(server.url);
    expect(pathOf(other)).toBe('/home');
  });

  it('shows the catalogue error for a wrong password and trims the username', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText(t('validate.usernameRequired')).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(t('validate.passwordRequired')).isVisible()).toBe(true);

    await page.getByLabel('username', { exact: true }).fill('admin');
    await page.getByLabel('password', { exact: true }).fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => loginError(page).textContent()).toBe(t('error.wrongCredentials'));
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('careops.token'))).toBeNull();

    await page.getByLabel('username', { exact: true }).fill('  admin  ');
    await page.getByLabel('password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('console-layout').waitFor();
    expect(pathOf(page)).toBe('/home');
  });

  it('signs in by SMS with a validated mobile number and a 60 s resend countdown', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/user/login`);
    await page.getByTestId('login-tab-sms').click();
    await page.getByLabel('mobile number').fill('12345');
    await page.getByTestId('send-sms-code').click();
    await expect.poll(() => page.getByText(t('validate.mobile')).isVisible()).toBe(true);

    const phone = '13800000002';
    await page.getByLabel('mobile number').fill(phone);
    await page.getByTestId('send-sms-code').click();
    // The countdown starts once the server has sent the code.
    await expect.poll(() => page.getByTestId('send-sms-code').textContent(), { timeout: 15_000 }).toMatch(/^resend in (60|59|58) s$/);
    expect(await page.getByTestId('send-sms-code').isDisabled()).toBe(true);

    const sms = await apiCall<{ code: string }>(server.url, '/api/test/lastSms', { phone });
    expect(sms.result.code).toMatch(/^\d{6}$/);
    await page.getByLabel('SMS verification code').fill('000000' === sms.result.code ? '111111' : '000000');
    await page.getByTestId('sms-login-submit').click();
    await expect.poll(() => loginError(page).textContent()).toBe(t('error.smsCodeWrong'));

    await page.getByLabel('SMS verification code').fill(sms.result.code);
    await page.getByTestId('sms-login-submit').click();
    await page.getByTestId('console-layout').waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toContain('Wang Lei');
  });

  it('answers 404 for unknown paths, 401 for pages not granted', async () => {
    const page = await newPage();
    await signIn(page, server.url, 'cs');
    expect(await page.getByTestId('consult-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${server.url}/no-such-page`);
    await page.waitForURL((u) => u.pathname === '/404');
    expect(await page.getByTestId('status-heading').textContent()).toBe(t('web.notFound.heading'));
    await expect.poll(() => page.title()).toBe(`404 - ${t('app.productName')}`);

    // cs (customer service) holds no system-user node.
    await page.goto(`${server.url}/system/user`);
    await page.waitForURL((u) => u.pathname === '/401');
    expect(await page.getByTestId('status-heading').textContent()).toBe(t('web.unauthorized.heading'));

    // Every route of the spec has its page now (the last, finance's, opens); a path that is none is a 404 with a way home.
    const admin = await newPage();
    await signIn(admin, server.url, 'admin');
    await admin.goto(`${server.url}/finance/collection-payment`);
    await admin.getByTestId('journal-totals').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/finance/collection-payment');
    await admin.goto(`${server.url}/finance/no-such-page`);
    await admin.waitForURL((u) => u.pathname === '/404');
    await admin.getByRole('link', { name: t('web.status.backHome') }).click();
    await admin.waitForURL((u) => u.pathname === '/home');
    // The menu offers only pages that exist: none of its links is a dead end.
    const hrefs = await admin.getByTestId('sidebar').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/home');
    for (const href of hrefs) expect(hasPage(routeForPath(href)?.name ?? '')).toBe(true);
  });

  it('103: a revoked session returns to login with a redirect back to the page', async () => {
    const page = await newPage();
    await signIn(page, server.url, 'admin');
    // The console is up (its live stream keeps a request open, so the network is never idle).
    await page.getByTestId('message-bell').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('careops.token'));
    const out = await apiCall(server.url, '/api/admin/logout', {}, { token: token ?? '' });
    expect(out.resultcode).toBe(1);

    // Any call after the revocation meets the 103: the click's page, or (on a loaded machine) one
    // of the console's own background calls first, which leaves for login from where it is
    // (Home, or the root it was opened at).
    await page
      .getByTestId('message-bell')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL((u) => u.pathname === '/login');
    const back = new URL(page.url()).searchParams.get('redirect');
    expect(['/message-center', '/', '/home']).toContain(back);
    await expect.poll(() => loginError(page).textContent()).toBe(t('error.sessionExpired'));
    expect(await page.evaluate(() => localStorage.getItem('careops.token'))).toBeNull();

    await signIn(page, server.url, 'admin');
    expect(pathOf(page)).toBe(back);
    if (back !== '/message-center') await page.getByTestId('message-bell').click();
    await page.waitForURL((u) => u.pathname === '/message-center');

    // A reload with a revoked token (restored from localStorage) ends the same way.
    const again = await page.evaluate(() => localStorage.getItem('careops.token'));
    await apiCall(server.url, '/api/admin/logout', {}, { token: again ?? '' });
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/message-center');
    // Two sign-ins (argon2 each) and two trips to login: over 30 s on a CI machine running every suite at once.
  }, 90_000);

  it('105: a disabled account is told so, at sign-in and during a session (login after 1 s)', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('username', { exact: true }).fill('disabled');
    await page.getByLabel('password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => loginError(page).textContent()).toBe(t('error.accountDisabled'));

    const during = await newPage();
    await signIn(during, server.url, 'reviewer');
    await setAccountStatus(server, 'reviewer', 0);
    try {
      // Timed in the page, so a busy test machine cannot blur the 1 s.
      const timing = during.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let toastAt = 0;
            const observer = new MutationObserver(() => {
              if (!toastAt && document.querySelector('[data-testid="toast-error"]')) toastAt = performance.now();
              if (toastAt && document.querySelector('[data-testid="password-login-form"]')) {
                observer.disconnect();
                resolve(performance.now() - toastAt);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      await during.getByTestId('message-bell').click();
      await during.getByTestId('toast-error').filter({ hasText: t('error.accountDisabled') }).waitFor();
      await during.waitForURL((u) => u.pathname === '/login');
      expect(await timing).toBeGreaterThanOrEqual(950);
      await expect.poll(() => loginError(during).textContent()).toBe(t('error.accountDisabled'));
      expect(await during.evaluate(() => localStorage.getItem('careops.token'))).toBeNull();
    } finally {
      await setAccountStatus(server, 'reviewer', 1);
    }
  });

  it('a user without permission nodes is sent back to login with the message, the day code and the flag', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('username', { exact: true }).fill('noperm');
    await page.getByLabel('password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => loginError(page).textContent()).toBe(t('error.noPermissionNodes'));
    await expect.poll(() => new URL(page.url()).searchParams.get('flag')).toBe('1');
    expect(new URL(page.url()).searchParams.get('code')).toMatch(/^[0-9a-f]{8}$/);
    expect(await page.evaluate(() => localStorage.getItem('careops.token'))).toBeNull();
  });

  it('asks for the picture captcha after repeated failures and signs in once it is solved', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    const username = page.getByLabel('username', { exact: true });
    const password = page.getByLabel('password', { exact: true });
    await username.fill('finance');
    for (let i = 0; i < 3; i++) {
      await password.fill(`wrong-${i}`);
      await page.getByTestId('login-submit').click();
      await expect.poll(() => loginError(page).textContent()).toBe(t('error.wrongCredentials'));
      // The message may still be the previous attempt's: the button is enabled again once this one is answered.
      await expect.poll(() => page.getByTestId('login-submit').isEnabled(), { timeout: 15_000 }).toBe(true);
    }
    await password.fill(TEST_ADMIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => loginError(page).textContent(), { timeout: 15_000 }).toBe(t('error.captchaRequired'));
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    // A wrong answer spends the picture; a new one is shown.
    const first = await image.getAttribute('data-captcha-id');
    await page.getByLabel('picture verification code', { exact: true }).fill('zzzz');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => loginError(page).textContent(), { timeout: 15_000 }).toBe(t('error.captchaWrong'));
    await expect.poll(() => image.getAttribute('data-captcha-id'), { timeout: 15_000 }).not.toBe(first);

    const captchaId = (await image.getAttribute('data-captcha-id')) ?? '';
    const solved = await apiCall<{ answer: string }>(server.url, '/api/test/lastCaptcha', { captchaId });
    await page.getByLabel('picture verification code', { exact: true }).fill(solved.result.answer);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('console-layout').waitFor();
    expect(pathOf(page)).toBe('/home');
  });
});

/**
 * Review mode of the people area in real Chromium against the real server, driven by
 * the KEYBOARD ONLY once signed in: Home's waiting counts and their link into review mode,
 * `j`/`k`, `a` with the next item shown at once, `u` taking a decision back before it is sent
 * (the server never saw it), the delayed commit reaching the server, `r` with a reason and the
 * recent reasons offered again, `Enter` opening the documents in the image viewer (next, zoom,
 * rotate — `r` there rotates, it does not reject), Escape back to the list sending what is
 * pending, and the cards queue.
 */
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { apiCall, login, startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';
import { tabTo } from '../support/keyboard';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

async function consolePage(username = 'reviewer', options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, server.url, username, TEST_ADMIN_PASSWORD);
  return page;
}

const view = (page: Page): Locator => page.locator('section[data-testid="page"]:not([hidden])');
const item = (page: Page) => view(page).getByTestId('review-item');
const itemId = async (page: Page) => Number(await item(page).getAttribute('data-item-id'));

async function statusOf(kind: 'application' | 'card', id: number): Promise<number> {
  const answer =
    kind === 'application'
      ? await apiCall<{ status: number }>(server.url, '/api/admin/getNurseExamine', { applicationId: id }, auth)
      : await apiCall<{ status: number }>(server.url, '/api/admin/getAssistiveCard', { cardId: id }, auth);
  expect(answer.resultcode).toBe(1);
  return answer.result.status;
}

describe('review mode of qualification applications', () => {
  it('Home shows the waiting counts and leads into review mode', async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/home`);
    const applications = page.getByTestId('queue-people.nurseApplications');
    // Home's counts come from the server.
    await expect.poll(() => applications.innerText(), { timeout: 15_000 }).toMatch(/qualification applications to review\s+5/);
    await expect.poll(() => page.getByTestId('queue-people.assistiveCards').innerText(), { timeout: 15_000 }).toMatch(/cards to review\s+12/);
    await tabTo(page, '[data-testid="queue-people.nurseApplications"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/nurse-examine' && u.searchParams.get('view') === 'review');
    await item(page).waitFor();
    await expect.poll(() => view(page).getByTestId('review-counts').innerText()).toContain('5 waiting');
  });

  it('a, j/k, u before the decision is sent, the delayed commit, r with a reason and the recent reasons', async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/nurse-examine?view=review`);
    await item(page).waitFor();
    const queue = await view(page).getByTestId('review-queue').locator('li').evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-item-id'))));
    expect(queue.length).toBe(5);
    const [first, second, third] = queue as [number, number, number];
    expect(await itemId(page)).toBe(first);

    await page.keyboard.press('j');
    await expect.poll(() => itemId(page)).toBe(second);
    await page.keyboard.press('k');
    await expect.poll(() => itemId(page)).toBe(first);

    // a: the next item is on screen at once, with its documents already loaded.
    await page.keyboard.press('a');
    await expect.poll(() => itemId(page)).toBe(second);
    await expect(view(page).getByTestId('review-documents').locator('img').count()).resolves.toBe(6);
    await expect.poll(() => view(page).getByTestId('review-undo-bar').getAttribute('data-item-id')).toBe(String(first));

    // u inside the window: the item comes back and the server never saw the decision.
    await page.keyboard.press('u');
    await expect.poll(() => itemId(page)).toBe(first);
    await expect(view(page).getByTestId('review-undo-bar').count()).resolves.toBe(0);
    await page.waitForTimeout(5500);
    expect(await statusOf('application', first)).toBe(2);

    // a again: sent when the undo window closes; then u has nothing left to take back.
    await page.keyboard.press('a');
    await expect.poll(() => statusOf('application', first), { timeout: 9000, interval: 500 }).toBe(1);
    await page.keyboard.press('u');
    await expect.poll(() => page.getByText('nothing to undo').count()).toBeGreaterThan(0);
    expect(await itemId(page)).toBe(second);

    // r: a reason is required; Enter rejects with it.
    await page.keyboard.press('r');
    const dialog = page.getByTestId('reason-dialog');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('please give the reason for the rejection');
    await page.keyboard.type('Practice licence photo is unreadable');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => itemId(page)).toBe(third);

    // The next rejection offers the reason again: ↑ brings it back into the field.
    await page.keyboard.press('r');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('recent-reason').allInnerTexts()).toEqual(['Practice licence photo is unreadable']);
    await page.keyboard.press('ArrowUp');
    expect(await dialog.getByTestId('reason-input').inputValue()).toBe('Practice licence photo is unreadable');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await itemId(page)).toBe(third);

    // Escape leaves review mode and sends the pending rejection at once.
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/nurse-examine' && !u.searchParams.has('view'));
    await expect.poll(() => statusOf('application', second), { timeout: 5000, interval: 250 }).toBe(0);
    const rejected = await apiCall<{ reason: string }>(server.url, '/api/admin/getNurseExamine', { applicationId: second }, auth);
    expect(rejected.result.reason).toBe('Practice licence photo is unreadable');
    expect(await statusOf('application', third)).toBe(2);
  });

  it('Enter opens the documents: next, zoom and rotate by keyboard; Escape closes without deciding', async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/nurse-examine?view=review`);
    await item(page).waitFor();
    await view(page).getByTestId('review-documents').waitFor();
    const id = await itemId(page);
    await page.keyboard.press('Enter');
    const viewer = page.getByTestId('image-viewer');
    await viewer.waitFor();
    const image = viewer.getByTestId('viewer-image');
    expect(await viewer.getByTestId('viewer-title').innerText()).toBe('ID card, front (1 of 6)');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('j');
    await expect.poll(() => viewer.getByTestId('viewer-title').innerText()).toBe('practice licence (3 of 6)');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('r');
    expect(await image.getAttribute('data-zoom')).toBe('1.56');
    expect(await image.getAttribute('data-rotation')).toBe('90');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('0');
    expect(await image.getAttribute('data-zoom')).toBe('1');
    await page.keyboard.press('k');
    expect(await image.getAttribute('data-index')).toBe('1');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await itemId(page)).toBe(id);
    expect(await view(page).getByTestId('review-undo-bar').count()).toBe(0);
    expect(await statusOf('application', id)).toBe(2);
  });
});

describe('review mode of disability-assistance cards', () => {
  it('approves and rejects cards by keyboard; the list shows the outcome', async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/assistive-card?view=review`);
    await item(page).waitFor();
    const first = await itemId(page);
    await page.keyboard.press('a');
    await expect.poll(() => itemId(page)).not.toBe(first);
    const second = await itemId(page);
    await page.keyboard.press('r');
    await page.getByTestId('reason-dialog').waitFor();
    await page.keyboard.type('Card photo is blurred');
    await page.keyboard.press('Enter');
    await expect.poll(() => itemId(page)).not.toBe(second);
    await expect.poll(() => view(page).getByTestId('review-counts').innerText()).toContain('2 to be sent');
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/assistive-card' && !u.searchParams.has('view'));
    await expect.poll(() => statusOf('card', first), { timeout: 5000, interval: 250 }).toBe(1);
    await expect.poll(() => statusOf('card', second), { timeout: 5000, interval: 250 }).toBe(0);
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violation in review mode, the reason prompt, the viewer and a nurse page', async () => {
    const page = await consolePage('admin', { bypassCSP: true });
    const check = async () => {
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
      const found = await page.evaluate(async () => {
        type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> };
        const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(found).toEqual([]);
    };
    await page.goto(`${server.url}/assistive-card?view=review`);
    await view(page).getByTestId('review-documents').waitFor();
    await check();
    await page.keyboard.press('r');
    await page.getByTestId('reason-dialog').waitFor();
    await check();
    await page.keyboard.press('Escape');
    await page.getByTestId('reason-dialog').waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await page.getByTestId('image-viewer').waitFor();
    await check();
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/service-nurse-det/1`);
    await view(page).getByTestId('documents').waitFor();
    await check();
  });
});

/**
 * Carousels and feedback in real Chromium against the real server: a slide made from an uploaded
 * image, completed in its form and found in the member-app preview; a member's feedback answered
 * from its page (the reply kept and sent through the message gateway); a promotion's details.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall, TEST_ADMIN_PASSWORD } from '../support/server';
import { sqlOn } from '../server/support/database';

const suite = useBrowserSuite();
const visible = 'section[data-testid="page"]:not([hidden])';

describe('operation tools: carousels, feedback, promotions', () => {
  it('makes a slide from its image, completes it and sees it in the preview', async () => {
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, suite.server.url, 'ops', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/operation-tools/slideshow-create`);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 30, g: 160, b: 90 } } }).png().toBuffer();
    await page.locator('[data-testid="carousel-new-image"]').setInputFiles({ name: 'Summer checkup.png', mimeType: 'image/png', buffer: png });
    await page.waitForURL(/\/operation-tools\/slideshow-update\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const title = page.locator('[data-testid="field-title"]');
    // The form fills in once the new slide has been read from the server.
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('Summer checkup');
    await title.fill(`Summer checkup ${process.pid}`);
    await page.locator('[data-testid="field-enabled"]').check();
    await page.locator('[data-testid="form-submit"]').click();
    await page.waitForURL(new RegExp(`/operation-tools/slideshow-detail/${id}$`));
    await page.locator(`${visible} [data-testid="carousel-image"]`).waitFor();

    await page.goto(`${suite.server.url}/operation-tools/slideshow`);
    await page.locator(`${visible} [data-testid="carousel-preview-shown"]`, { hasText: `Summer checkup ${process.pid}` }).waitFor();
    await page.locator(`${visible} [data-testid="list-row"]`, { hasText: `Summer checkup ${process.pid}` }).waitFor();
    const [row] = await sqlOn(suite.server, 'select enabled, position from carousels where id = ?', [id]);
    expect(row).toMatchObject({ position: 'home' });
    expect(Number(row?.enabled)).toBe(1);
  });

  it('replies to a member’s feedback from its page', async () => {
    const open = await apiCall<{ list: Array<{ id: number }> }>(suite.server.url, '/api/admin/getFeedbackList', { status: 'open', limit: 1 }, suite.admin);
    const feedbackId = open.result.list[0]?.id;
    expect(feedbackId).toBeDefined();
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, suite.server.url, 'cs', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/home`);
    await page.locator('[data-testid="queue-marketing.openFeedback"]').waitFor();
    await page.goto(`${suite.server.url}/operation-tools/feedback-detail/${feedbackId}`);
    await page.locator(`${visible} [data-testid="feedback-content"]`).waitFor();
    await page.locator(`${visible} [data-testid="action-reply"]`).click();
    await page.locator('[data-testid="action-dialog"] textarea').fill('We are sorry; the studio will call you today.');
    await page.locator('[data-testid="action-run"]').click();
    await page.locator(`${visible} [data-testid="feedback-replies"]`, { hasText: 'the studio will call you today' }).waitFor();
    const [stored] = await sqlOn(suite.server, 'select status from feedback where id = ?', [feedbackId]);
    expect(stored?.status).toBe('replied');
  });

  it('shows a promotion’s link and the members it brought', async () => {
    const [promotion] = await sqlOn(suite.server, "select id from promotions where code = 'NEIGHBOUR'");
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, suite.server.url, 'ops', TEST_ADMIN_PASSWORD);
    await page.goto(`${suite.server.url}/operation-tools/popularize-details/${Number(promotion?.id)}`);
    await page.locator(`${visible} [data-testid="promotion-link"]`, { hasText: 'https://m.careops.example/r/NEIGHBOUR' }).waitFor();
    expect(await page.locator(`${visible} [data-testid="promotion-referrals"] tbody tr`).count()).toBe(3);
  });
});

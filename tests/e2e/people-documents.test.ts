/**
 * The document image viewer in real Chromium against the real server: the wheel zooms, a
 * zoomed picture pans by dragging, and every corner of it can be brought into view (the
 * top-left one too), with the keys still zooming and resetting.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall } from '../support/server';

const suite = useBrowserSuite();

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const zoomOf = async (image: Locator) => Number(await image.getAttribute('data-zoom'));

/** Drags the mouse across the surface from near its top-left towards its bottom-right. */
async function dragTowardsBottomRight(page: Page, surface: Box): Promise<void> {
  await page.mouse.move(surface.x + 40, surface.y + 40);
  await page.mouse.down();
  await page.mouse.move(surface.x + surface.width - 40, surface.y + surface.height - 40, { steps: 12 });
  await page.mouse.up();
}

async function openViewer(): Promise<{ page: Page; viewer: Locator; image: Locator; surface: Locator }> {
  const list = await apiCall<{ list: { id: number }[] }>(suite.server.url, '/api/admin/getNurseList', { limit: 1, sort: 'id' }, suite.admin);
  const nurse = list.result.list[0]!;
  const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, suite.server.url);
  await page.goto(`${suite.server.url}/service-nurse-det/${nurse.id}`);
  await page.getByTestId('document-thumb').first().click();
  const viewer = page.getByTestId('image-viewer');
  await viewer.waitFor();
  const image = viewer.getByTestId('viewer-image');
  // The picture downloads from the server after the viewer opens.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return { page, viewer, image, surface: viewer.getByTestId('viewer-surface') };
}

describe('document image viewer', () => {
  it('zooms with the wheel and the keys, pans a zoomed picture by dragging, and reaches its top-left corner', async () => {
    const { page, image, surface } = await openViewer();
    const area = await box(surface);
    expect(await zoomOf(image)).toBe(1);

    // The wheel zooms in over the picture.
    const picture = await box(image);
    await page.mouse.move(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => zoomOf(image)).toBeGreaterThan(1);

    // The keys zoom further until the picture overflows the surface both ways.
    for (let i = 0; i < 12; i++) {
      const now = await box(image);
      if (now.width > area.width * 1.2 && now.height > area.height * 1.2) break;
      await page.keyboard.press('+');
    }
    const zoomed = await box(image);
    expect(zoomed.width).toBeGreaterThan(area.width);
    expect(zoomed.height).toBeGreaterThan(area.height);
    // Zooming around the centre puts the top-left corner outside the surface (which clips).
    expect(zoomed.x).toBeLessThan(area.x - 10);
    expect(zoomed.y).toBeLessThan(area.y - 10);

    // Dragging towards the bottom-right brings the top-left corner into view, flush with the surface.
    for (let i = 0; i < 6; i++) {
      await dragTowardsBottomRight(page, area);
      const now = await box(image);
      if (now.x >= area.x - 1 && now.y >= area.y - 1) break;
    }
    await expect.poll(async () => Math.round((await box(image)).x - area.x)).toBe(0);
    await expect.poll(async () => Math.round((await box(image)).y - area.y)).toBe(0);

    // 0 puts the picture back at actual size, centred.
    await page.keyboard.press('0');
    await expect.poll(() => zoomOf(image)).toBe(1);
  });

  it('pans a turned picture to its top-left corner too', async () => {
    const { page, image, surface } = await openViewer();
    const area = await box(surface);
    await page.keyboard.press('r');
    expect(await image.getAttribute('data-rotation')).toBe('90');
    for (let i = 0; i < 12; i++) {
      const now = await box(image);
      if (now.width > area.width * 1.2 && now.height > area.height * 1.2) break;
      await page.keyboard.press('+');
    }
    for (let i = 0; i < 6; i++) await dragTowardsBottomRight(page, area);
    // The turned picture's box (not the unturned image's) is what is kept within bounds.
    await expect.poll(async () => Math.round((await box(image)).x - area.x)).toBe(0);
    await expect.poll(async () => Math.round((await box(image)).y - area.y)).toBe(0);
    expect((await box(image)).width).toBeGreaterThan(area.width);
  });
});

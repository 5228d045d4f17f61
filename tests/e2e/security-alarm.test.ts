/**
 * The SOS alarm in real Chromium against the real server: an alarm raised by the nurse app
 * (its field endpoint and credential) appears in an open console within 2 s without a reload,
 * as a banner over the page the operator is on, with its sound and a desktop notification
 * (the browser's own APIs, watched), and is acknowledged from the keyboard.
 */
import { LIVE_EVENTS_PATH } from '@careops/core/client';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { apiCall } from '../support/server';
import { liveStreamOpen } from './shell-fixtures';

/** Records what the page asks of the browser's Notification and Web Audio APIs, then lets them run. */
function watchAlerts(): void {
  const seen = { notifications: [] as Array<{ title: string; body: string; tag: string }>, tones: 0 };
  (window as unknown as { __alerts: typeof seen }).__alerts = seen;
  const Real = window.Notification;
  class Watched extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      seen.notifications.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
    }
  }
  window.Notification = Watched as typeof Notification;
  const create = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    seen.tones += 1;
    return create.call(this);
  };
}

const suite = useBrowserSuite();

describe('SOS alarm in the console', () => {
  it('shows a field alarm live and acknowledges it by keyboard', async () => {
    const url = suite.server.url;
    const nurses = await apiCall<{ list: { id: number }[] }>(url, '/api/admin/getNurseList', { limit: 1, status: 1, sort: 'id' }, suite.admin);
    const nurseId = nurses.result.list[0]?.id ?? 0;
    const credential = await apiCall<{ token: string }>(url, '/api/admin/issueFieldCredential', { nurseId, label: 'e2e phone' }, suite.admin);
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    await context.grantPermissions(['notifications'], { origin: url });
    await context.addInitScript(watchAlerts);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, url);
    const live = liveStreamOpen(page);
    await page.goto(`${url}/security-center/security-center-list?status=open`);
    await page.getByRole('heading', { name: 'SOS alarms' }).waitFor();
    // The console opens its live stream once the page is up; the alarm is raised after that.
    await live;
    const started = Date.now();
    const raised = await apiCall<{ alarmId: number }>(url, '/api/field/raiseSos', { latitude: 31.2, longitude: 121.4, address: 'No. 9 Test Lane' }, null, { headers: { 'x-careops-nurse-token': credential.result.token } });
    expect(raised.resultcode).toBe(1);
    const banner = page.getByTestId('sos-banner');
    await banner.waitFor({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await banner.getAttribute('data-alarm-id')).toBe(String(raised.result.alarmId));
    await expect.poll(() => banner.textContent()).toContain('No. 9 Test Lane');
    // Its sound (three tones) and a desktop notification that stays until it is dealt with.
    const alerts = () => page.evaluate(() => (window as unknown as { __alerts: { notifications: Array<{ title: string; body: string; tag: string }>; tones: number } }).__alerts);
    await expect.poll(async () => (await alerts()).notifications.length).toBe(1);
    expect((await alerts()).notifications[0]).toMatchObject({ body: 'No. 9 Test Lane', tag: 'careops-sos' });
    expect((await alerts()).tones).toBe(3);
    // The list under it shows the alarm too, without a reload.
    await page.getByRole('row').filter({ hasText: 'No. 9 Test Lane' }).first().waitFor({ timeout: 2000 });
    // The banner's acknowledge button holds the focus: Enter acknowledges.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sos-banner-ack');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    const alarm = await apiCall<{ status: string; handler: { name: string } | null }>(url, '/api/admin/getAlarm', { alarmId: raised.result.alarmId }, suite.admin);
    expect(alarm.result).toMatchObject({ status: 'acknowledged', handler: { name: expect.any(String) } });
  });

  it('shows an alarm raised after the page read its data but before its live stream opened', async () => {
    const url = suite.server.url;
    const nurses = await apiCall<{ list: { id: number }[] }>(url, '/api/admin/getNurseList', { limit: 1, status: 1, sort: 'id' }, suite.admin);
    const context = await suite.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, url);
    // The next page's stream is held at the browser until the alarm has been raised.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let streamAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (streamAsked = resolve));
    await page.route(
      (address) => address.pathname === LIVE_EVENTS_PATH,
      async (route) => {
        streamAsked();
        await held;
        await route.continue();
      },
    );
    const alarmsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/getAlarmList');
    await page.goto(`${url}/message-center`);
    await alarmsRead;
    await asked;
    const raised = await apiCall<{ id: number }>(url, '/api/admin/raiseDrill', { nurseId: nurses.result.list[0]?.id ?? 0 }, suite.admin);
    expect(raised.resultcode).toBe(1);
    release();
    const banner = page.getByTestId('sos-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.getAttribute('data-alarm-id')).toBe(String(raised.result.id));
    await context.close();
  });
});

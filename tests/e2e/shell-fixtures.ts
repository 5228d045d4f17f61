// Test fixtures of the shell's browser tests: what an administrator does meanwhile, through the API,
// and when an open console hears of it.
import { LIVE_EVENTS_PATH } from '@careops/core/client';
import type { Page } from 'playwright-core';
import { apiCall, login, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';

interface UserRow {
  id: number;
  username: string;
  version: number;
}

/** Enables (1) or disables (0) a staff account, as the admin would (alterUserStatus). */
export async function setAccountStatus(server: TestServer, username: string, status: 0 | 1): Promise<void> {
  const admin = await login(server.url, 'admin', TEST_ADMIN_PASSWORD);
  const list = await apiCall<{ list: UserRow[] }>(server.url, '/api/admin/getUsersList', { username, limit: 50 }, admin);
  const user = list.result.list.find((u) => u.username === username);
  if (!user) throw new Error(`no system user ${username}: ${list.msg}`);
  const done = await apiCall(server.url, '/api/admin/alterUserStatus', { userId: user.id, status, version: user.version }, admin);
  if (done.resultcode !== 1) throw new Error(`alterUserStatus ${username} -> ${status}: ${done.msg}`);
}

/**
 * Resolves once the page's live stream is open. The console opens it when the browser is next
 * idle after a document loads, and a stream hears only what happens after it opened: start this
 * before the `goto` and await it before changing anything the page should follow. The server
 * answers with the stream's headers only once it has registered the stream.
 */
export async function liveStreamOpen(page: Page): Promise<void> {
  await page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_EVENTS_PATH && response.status() === 200, { timeout: 15_000 });
}

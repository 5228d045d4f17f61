// One test file's browser suite: a real server, one Chromium, the admin's API session, and a
// fresh browser context per page that is closed after each test.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { login, startTestServer, type TestAuth, type TestServer } from './server';

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The admin signed in over the API (for arranging data). */
  readonly admin: TestAuth;
  /** A new browser context, closed after the current test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** Registers the suite's hooks in the calling test file; read its fields inside tests. */
export function useBrowserSuite(): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let admin: TestAuth | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    admin = await login(server.url, 'admin', server.adminPassword);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the browser suite has no ${what} yet (read it inside a test)`);
    return value;
  };
  return {
    get server() { return ready(server, 'server'); },
    get browser() { return ready(browser, 'browser'); },
    get admin() { return ready(admin, 'admin session'); },
    async newContext(options) {
      const context = await ready(browser, 'browser').newContext(options);
      contexts.push(context);
      return context;
    },
  };
}

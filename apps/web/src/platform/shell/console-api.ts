import { createApiClient, EVENT_POSITION_HEADER, type ApiAuth, type ApiClient, type SessionExpiredEvent } from '@careops/core/client';
import { noteEventPosition } from '../live/event-position';

/** Which face of the console a request comes from (the server's audit log records it). */
export type ConsoleChannel = 'web' | 'terminal';

/** What the console does when the API client reports a session or permission problem. */
export interface ConsoleApiHooks {
  getAuth(): ApiAuth | null;
  onSessionExpired(event: SessionExpiredEvent): void;
  onAccountDisabled(event: { message: string }): void;
  onError(message: string, error: Error): void;
  onFailure(error: Error): void;
}

/**
 * Every request carries `x-careops-channel`, so commands typed in the terminal panel are told
 * apart; every answer's live-channel position is noted for the live stream (platform/live).
 */
function fetchWithChannel(channel: ConsoleChannel): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-careops-channel', channel);
    const response = await fetch(input, { ...init, headers });
    noteEventPosition(response.headers.get(EVENT_POSITION_HEADER));
    return response;
  };
}

/** The API client of the console: same origin as the page (the server serves the built console). */
export function createConsoleApi(channel: ConsoleChannel, hooks: ConsoleApiHooks): ApiClient {
  return createApiClient({
    baseURL: window.location.origin,
    getAuth: hooks.getAuth,
    currentPath: () => window.location.pathname + window.location.search,
    onSessionExpired: hooks.onSessionExpired,
    onAccountDisabled: hooks.onAccountDisabled,
    onError: hooks.onError,
    onFailure: hooks.onFailure,
    fetch: fetchWithChannel(channel),
  });
}

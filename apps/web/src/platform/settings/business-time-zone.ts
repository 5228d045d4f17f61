import { isTimeZone, setBusinessTimeZone } from '@careops/core/format';

// Long enough for a slow server, short enough that a missing answer never holds the console back.
const WAIT_MS = 4_000;

/**
 * Takes the business time zone from the server (`GET /healthz`) so that dates are read and
 * shown in it whatever zone this computer is in. Without an answer within a few seconds the
 * default (Asia/Shanghai) stays; the console still starts.
 */
export async function startBusinessTimeZone(): Promise<void> {
  try {
    const answer: unknown = await fetch('/healthz', { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(WAIT_MS) }).then((response) => response.json());
    const zone = (answer as { result?: { timeZone?: unknown } } | null)?.result?.timeZone;
    if (typeof zone === 'string' && isTimeZone(zone)) setBusinessTimeZone(zone);
  } catch {
    // Offline, too slow or an old server: the default zone.
  }
}

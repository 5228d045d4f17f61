import { isTimeZone, setBusinessTimeZone } from '@careops/core/format';

/**
 * Takes the business time zone from the server (`GET /healthz`) so that dates are read and
 * shown in it whatever zone this computer is in. Without an answer the default
 * (Asia/Shanghai) stays; the console still starts.
 */
export async function startBusinessTimeZone(): Promise<void> {
  try {
    const answer: unknown = await fetch('/healthz', { headers: { accept: 'application/json' } }).then((response) => response.json());
    const zone = (answer as { result?: { timeZone?: unknown } } | null)?.result?.timeZone;
    if (typeof zone === 'string' && isTimeZone(zone)) setBusinessTimeZone(zone);
  } catch {
    // Offline or an old server: the default zone.
  }
}

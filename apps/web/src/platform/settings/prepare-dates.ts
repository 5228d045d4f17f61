import { prepareTimeZone } from '@careops/core/format';

// Not in business-time-zone.ts: the entry imports that module, and a module both the entry and
// the shell import becomes one more chunk (and request) on every first load.
/**
 * Makes the business zone's date formatter when the browser is next idle (returns a cancel):
 * the first one costs tens of ms on a phone, which would otherwise be part of the first list
 * render that shows a date.
 */
export function prepareDatesWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const handle = window.setTimeout(() => prepareTimeZone(), 200);
    return () => window.clearTimeout(handle);
  }
  const handle = window.requestIdleCallback(() => prepareTimeZone());
  return () => window.cancelIdleCallback(handle);
}

import { createExternalStore } from './external-store';

export type ToastKind = 'error' | 'info' | 'success';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays (spec §9: error toast 5000 ms). */
export const TOAST_MS = 5000;
/** At most one toast per this many milliseconds (spec §8: throttled 100 ms). */
export const TOAST_THROTTLE_MS = 100;

export const toastStore = createExternalStore<Toast[]>([]);

let nextId = 1;
let lastShownAt = -Infinity;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set((list) => list.filter((toast) => toast.id !== id));
}

/**
 * Shows a toast unless another one appeared less than TOAST_THROTTLE_MS ago (a burst of
 * failing calls yields one toast; every failure still reaches the error log).
 * Returns the toast's id, or undefined when throttled.
 */
export function showToast(kind: ToastKind, message: string): number | undefined {
  const now = Date.now();
  if (now - lastShownAt < TOAST_THROTTLE_MS) return undefined;
  lastShownAt = now;
  const id = nextId++;
  toastStore.set((list) => [...list, { id, kind, message }]);
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_MS));
  return id;
}

export const toast = {
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
  success: (message: string) => showToast('success', message),
};

import type { ApiClient } from '@careops/core/client';
import { createExternalStore, useExternalStore } from '../../ui/external-store';
import { onSignOut } from '../auth/sign-out';

/** Unread staff messages, shown on the bell; null until first loaded. */
export const unreadStore = createExternalStore<number | null>(null);

/** Asks the server for the unread count (one row is enough: the answer carries `unread`). */
export async function refreshUnread(api: ApiClient): Promise<void> {
  const page = await api.call('getStaffMessageList', { page: 1, limit: 1, unreadOnly: true }, { silent: true });
  unreadStore.set(page.unread);
}

export function setUnread(count: number): void {
  unreadStore.set(count);
}

/** Forgets the count (logout clears messages, spec §4). */
export function resetUnreadMessages(): void {
  unreadStore.set(null);
}

export function useUnreadMessages(): number | null {
  return useExternalStore(unreadStore);
}

onSignOut(resetUnreadMessages);

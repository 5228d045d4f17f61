import { createExternalStore } from './external-store';

export interface PendingConfirm {
  message: string;
  resolve(answer: boolean): void;
}

export const pendingConfirmStore = createExternalStore<PendingConfirm | null>(null);

/** Asks the user a yes/no question in a modal dialog; resolves false when dismissed. */
export function confirmDialog(message: string): Promise<boolean> {
  pendingConfirmStore.get()?.resolve(false);
  return new Promise((resolve) => pendingConfirmStore.set({ message, resolve }));
}

/** Answers the question on screen. */
export function answerConfirm(value: boolean): void {
  const pending = pendingConfirmStore.get();
  pendingConfirmStore.set(null);
  pending?.resolve(value);
}

import { createExternalStore } from './external-store';

export interface PendingConfirm {
  message: string;
  /** The `careops` line doing what is confirmed, offered as "copy as command". */
  command?: () => Promise<string>;
  resolve(answer: boolean): void;
}

export interface ConfirmOptions {
  /** The `careops` line doing what is confirmed (an action's), offered as "copy as command". */
  command?: () => Promise<string>;
}

export const pendingConfirmStore = createExternalStore<PendingConfirm | null>(null);

/** Asks the user a yes/no question in a modal dialog; resolves false when dismissed. */
export function confirmDialog(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  pendingConfirmStore.get()?.resolve(false);
  return new Promise((resolve) => pendingConfirmStore.set({ message, resolve, ...(options.command ? { command: options.command } : {}) }));
}

/** Answers the question on screen. */
export function answerConfirm(value: boolean): void {
  const pending = pendingConfirmStore.get();
  pendingConfirmStore.set(null);
  pending?.resolve(value);
}

import type { MessageKey } from '@careops/core/i18n';

/** One single-key binding: what a key does in its context. */
interface KeyBinding<A extends string = string> {
  /** `KeyboardEvent.key`. */
  key: string;
  /** The binding as the sheet's key caps show it. */
  caps: string;
  /** What the context's dispatcher runs. */
  action: A;
  label: MessageKey;
}

/**
 * A context keys apply in, like VS Code's `when` clause: the list keys while a resource list is
 * the visible page, review mode's keys in a review queue. The one who owns the context
 * contributes it (the kit its lists, an area its modes); its dispatcher reads the bindings from
 * here and the `?` sheet lists every contributed context, so a key is declared once.
 */
export interface KeyContext<A extends string = string> {
  /** e.g. 'list', 'review'. */
  id: string;
  /** The sheet's heading for the context. */
  title: MessageKey;
  bindings: readonly KeyBinding<A>[];
}

const contexts: KeyContext[] = [];

/** Adds a context and its keys; contributing the same one again does nothing. */
export function contributeKeys(context: KeyContext): void {
  if (contexts.includes(context)) return;
  if (contexts.some((c) => c.id === context.id)) throw new Error(`key context "${context.id}" is contributed twice`);
  const keys = context.bindings.map((b) => b.key);
  if (new Set(keys).size !== keys.length) throw new Error(`key context "${context.id}" binds a key twice`);
  contexts.push(context);
}

/** Every contributed context, in contribution order (the sheet's order). */
export function keyContexts(): readonly KeyContext[] {
  return contexts;
}

/** The action a key runs in a context, if it binds one. */
export function keyAction<A extends string>(context: KeyContext<A>, key: string): A | undefined {
  return context.bindings.find((b) => b.key === key)?.action;
}

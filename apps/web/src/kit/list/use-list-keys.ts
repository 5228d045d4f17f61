import { useEffect, useRef } from 'react';
import { listKeyAction, type ListKeyAction } from './list-keys';
import { isOverlayOpen, isTypingTarget } from '../../platform/keyboard/use-keymap';

/** What the list keys do (the keys themselves: `LIST_KEYS`, which the `?` sheet lists too). */
export interface ListKeyHandlers extends Record<Exclude<ListKeyAction, 'back'>, () => void> {
  /** `j`: the cursor to the next row. */
  next(): void;
  /** `k`: the cursor to the previous row. */
  previous(): void;
  /** `x`: select or unselect the cursor row. */
  toggle(): void;
  /** `Enter`: open the cursor row. */
  open(): void;
  /** `/`: focus the filter bar. */
  focusFilters(): void;
}

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="menuitem"]';

/**
 * The list keys (`j`/`k`/`x`/`Enter`/`/`), on the window while the list is the visible page.
 * Like every single-key shortcut of the console they never fire while typing in a field or
 * while a dialog or menu is open, nor with Ctrl, ⌘ or Alt; `Enter` is left to the focused
 * control when that is a button, link or input.
 */
export function useListKeys(active: boolean, handlers: ListKeyHandlers): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.composedPath()[0] ?? event.target;
      if (isTypingTarget(target) || isOverlayOpen()) return;
      const action = listKeyAction(event.key);
      if (action === undefined || action === 'back') return;
      if (action === 'open' && target instanceof Element && target.closest(INTERACTIVE)) return;
      ref.current[action]();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);
}

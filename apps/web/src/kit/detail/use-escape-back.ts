import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { isOverlayOpen, isTypingTarget } from '../../platform/keyboard/use-keymap';
import { listKeyAction } from '../list/list-keys';

/**
 * The list context's `back` key (Escape) on a record's page: back to its list, never while
 * typing or with a dialog open. Every record page (its own route or shown in its list's place)
 * goes through DetailPage, so the key the `?` sheet lists works on all of them.
 */
export function useEscapeBack(active: boolean, to: string): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (listKeyAction(event.key) !== 'back' || event.defaultPrevented || isTypingTarget(event.target) || isOverlayOpen()) return;
      event.preventDefault();
      navigate(to);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, to]);
}

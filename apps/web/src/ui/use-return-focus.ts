import { useRef } from 'react';

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns it to a
 * Dialog.Trigger, and our dialogs are opened from elsewhere (menus, shortcuts, the palette),
 * so pass the returned handler as the Content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening, before the dialog moves focus into itself.
  if (open && !wasOpen.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  wasOpen.current = open;
  return (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
}

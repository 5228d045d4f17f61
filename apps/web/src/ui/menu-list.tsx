import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';

export interface MenuAction {
  id: string;
  label: string;
  disabled?: boolean;
  onSelect(): void;
}

export interface MenuListProps {
  items: MenuAction[];
  /** Called when the menu should close (Escape, Tab, a click outside, or after a choice). */
  onClose(reason: 'select' | 'dismiss'): void;
  /** Accessible name of the menu. */
  label: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

/**
 * A keyboard-operable menu (WAI-ARIA menu pattern): focus starts on the first item, arrows,
 * Home and End move, Enter or Space chooses, Escape or Tab or a click outside dismisses.
 */
export function MenuList({ items, onClose, label, className = '', style, testId }: MenuListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([disabled])')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close.current('dismiss');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, []);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => buttons[(i + buttons.length) % buttons.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        go(at + 1);
        break;
      case 'ArrowUp':
        go(at - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(buttons.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        close.current('dismiss');
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      data-testid={testId}
      onKeyDown={move}
      style={style}
      className={`z-50 min-w-40 rounded border border-gray-200 bg-white py-1 text-sm shadow-lg ${className}`}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          disabled={item.disabled}
          data-testid={`menu-${item.id}`}
          className="block w-full px-4 py-1.5 text-left text-gray-800 hover:bg-primary-soft focus:bg-primary-soft focus:outline-none disabled:cursor-not-allowed disabled:text-gray-500 disabled:hover:bg-transparent"
          onClick={() => {
            close.current('select');
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

import { t } from '@careops/core/i18n';
import type { ResourceColumn } from '@careops/core/resources';
import { useId, useRef, useState } from 'react';

export interface ColumnMenuProps {
  columns: readonly ResourceColumn[];
  shown: readonly string[];
  onToggle(key: string): void;
}

/**
 * Shows or hides columns: a disclosure button and a group of checkboxes (Tab and Space work,
 * Escape closes it and returns to the button). The last visible column cannot be hidden.
 */
export function ColumnMenu({ columns, shown, onToggle }: ColumnMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="btn-secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} data-testid="columns-button">
        {t('web.list.columns')}
      </button>
      <fieldset
        id={panelId}
        hidden={!open}
        data-testid="columns-panel"
        className="absolute right-0 z-10 mt-1 w-56 rounded border border-gray-200 bg-white p-3 shadow-lg"
      >
        <legend className="sr-only">{t('web.list.columns')}</legend>
        {columns.map((column) => {
          const visible = shown.includes(column.key);
          return (
            <label key={column.key} className="flex items-center gap-2 py-0.5 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={visible}
                disabled={visible && shown.length === 1}
                onChange={() => onToggle(column.key)}
                data-testid={`column-toggle-${column.key}`}
              />
              {t(column.title)}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}

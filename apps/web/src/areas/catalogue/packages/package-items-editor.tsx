import { t } from '@careops/core/i18n';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { itemsText, newRow, withoutRow, type ItemRow } from './package-items-model';
import { ServicePicker } from './service-picker';

export interface PackageItemsEditorProps {
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  initial: ItemRow[];
  /** The items as the contract takes them (`12x4, 13x2`), after each change. */
  onChange(text: string): void;
  error?: string | undefined;
}

/**
 * A package's services × visits: one row per service, picked by searching its name. Enter in a
 * visits box adds a row, Alt+Backspace removes the row holding the focus; the buttons do the same.
 */
export function PackageItemsEditor({ idPrefix, initial, onChange, error }: PackageItemsEditorProps) {
  const [rows, setRows] = useState<ItemRow[]>(initial);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const pickers = useRef(new Map<string, HTMLInputElement>());

  // Focus moves once, to the row just added (or the one left after a removal), not on every change.
  useEffect(() => {
    if (!focusKey) return;
    pickers.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const change = (next: ItemRow[]) => {
    setRows(next);
    onChange(itemsText(next));
  };
  const update = (key: string, patch: Partial<ItemRow>) => change(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    const row = newRow();
    change([...rows, row]);
    setFocusKey(row.key);
    setAnnounce(t('catalogue.ui.items.added', { n: rows.length + 1 }));
  };
  const remove = (index: number) => {
    const { rows: next, focus } = withoutRow(rows, index);
    change(next);
    setFocusKey(focus);
    setAnnounce(t('catalogue.ui.items.removed', { n: index + 1 }));
  };
  const rowKeys = (index: number) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey && e.key === 'Backspace') {
      e.preventDefault();
      remove(index);
    }
  };
  const errorId = `${idPrefix}-items-error`;

  return (
    <fieldset className="space-y-2" data-testid="package-items" aria-describedby={error ? errorId : `${idPrefix}-items-help`}>
      <legend className="field-label">
        {t('catalogue.res.packages.items')}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <p id={`${idPrefix}-items-help`} className="text-xs text-gray-600">
        {t('catalogue.ui.items.keys')}
      </p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2" data-testid="package-item" onKeyDown={rowKeys(index)}>
            <div>
              <label className="text-xs text-gray-700" htmlFor={`${idPrefix}-${row.key}-service`}>
                {t('catalogue.ui.items.service', { n: index + 1 })}
              </label>
              <ServicePicker
                id={`${idPrefix}-${row.key}-service`}
                chosen={row.serviceId === null ? null : { serviceId: row.serviceId, serviceName: row.serviceName }}
                onChoose={(choice) => update(row.key, { serviceId: choice?.serviceId ?? null, serviceName: choice?.serviceName ?? '' })}
                invalid={error !== undefined}
                inputRef={(el) => {
                  if (el) pickers.current.set(row.key, el);
                  else pickers.current.delete(row.key);
                }}
              />
            </div>
            <div>
              <label className="text-xs text-gray-700" htmlFor={`${idPrefix}-${row.key}-times`}>
                {t('catalogue.ui.items.visits')}
              </label>
              <input
                id={`${idPrefix}-${row.key}-times`}
                className="field-input"
                inputMode="numeric"
                value={row.times}
                data-testid="package-item-times"
                onChange={(e) => update(row.key, { times: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
                    e.preventDefault();
                    add();
                  }
                }}
              />
            </div>
            <button type="button" className="btn-secondary" aria-keyshortcuts="Alt+Backspace" onClick={() => remove(index)} data-testid="package-item-remove">
              {t('catalogue.ui.items.remove')}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn-secondary" onClick={add} data-testid="package-item-add">
        {t('catalogue.ui.items.add')}
      </button>
      {error && (
        <p id={errorId} className="field-error" role="alert" data-testid="error-items">
          {error}
        </p>
      )}
    </fieldset>
  );
}

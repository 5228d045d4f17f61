import { t } from '@careops/core/i18n';
import type { ResourceField } from '@careops/core/resources';
import type { Ref } from 'react';
import type { FormValue } from './form-values';
import { PermissionTreeField } from './permission-tree-field';
import { useOptionItems } from './use-options';

export interface FieldInputProps {
  field: ResourceField;
  value: FormValue;
  onChange(value: FormValue): void;
  /** Shown under the input, and the input marked invalid. */
  error?: string | undefined;
  /** Id of the input (its label's `for`). */
  id: string;
  inputRef?: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement> | undefined;
}

const asText = (value: FormValue) => (typeof value === 'string' ? value : '');
const asList = (value: FormValue) => (Array.isArray(value) ? value : []);

function Choices({ field, value, onChange, id, describedBy, invalid }: FieldInputProps & { describedBy: string | undefined; invalid: boolean }) {
  const { items, loading, failed } = useOptionItems(field.options);
  const chosen = new Set(asList(value));
  const toggle = (text: string) => onChange(chosen.has(text) ? asList(value).filter((v) => v !== text) : [...asList(value), text]);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-testid={`field-${field.key}`}
      className="max-h-40 overflow-auto rounded border border-gray-300 p-2 aria-[invalid=true]:border-danger"
    >
      {loading && <p className="text-sm text-gray-600">{t('common.loading')}</p>}
      {failed && <p className="text-sm text-danger">{failed}</p>}
      {!loading && !failed && items.length === 0 && <p className="text-sm text-gray-600">{t('common.empty')}</p>}
      {items.map((item, i) => (
        <label key={String(item.value)} className="flex items-center gap-2 py-0.5 text-sm text-gray-800">
          <input
            id={i === 0 ? id : undefined}
            type="checkbox"
            checked={chosen.has(String(item.value))}
            onChange={() => toggle(String(item.value))}
            data-value={String(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}

function Select({ field, value, onChange, id, describedBy, invalid, inputRef }: FieldInputProps & { describedBy: string | undefined; invalid: boolean }) {
  const { items, loading } = useOptionItems(field.options);
  return (
    <select
      id={id}
      ref={inputRef}
      className="field-input"
      value={asText(value)}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={field.required || undefined}
      aria-busy={loading || undefined}
      data-testid={`field-${field.key}`}
    >
      <option value="">{field.required ? t('web.list.form.choose') : t('web.list.form.none')}</option>
      {items.map((item) => (
        <option key={String(item.value)} value={String(item.value)}>
          {item.label}
        </option>
      ))}
    </select>
  );
}

/** The input of one descriptor field, by its kind; the label is the caller's. */
export function FieldInput(props: FieldInputProps) {
  const { field, value, onChange, error, id, inputRef } = props;
  const describedBy = [error ? `${id}-error` : '', field.help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error !== undefined;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    'aria-required': field.required || undefined,
    'data-testid': `field-${field.key}`,
  };
  switch (field.kind) {
    case 'textarea':
      return <textarea {...common} ref={inputRef} rows={5} className="field-input" value={asText(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'boolean':
      return <input {...common} ref={inputRef} type="checkbox" className="size-4" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'tree':
      return <PermissionTreeField field={field} value={asList(value)} onChange={onChange} labelId={`${id}-label`} describedBy={describedBy} />;
    case 'enum':
      return field.multiple ? <Choices {...props} describedBy={describedBy} invalid={invalid} /> : <Select {...props} describedBy={describedBy} invalid={invalid} />;
    default:
      return (
        <input
          {...common}
          ref={inputRef}
          type={field.kind === 'password' ? 'password' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
          className="field-input"
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

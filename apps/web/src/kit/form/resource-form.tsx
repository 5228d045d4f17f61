import { t } from '@careops/core/i18n';
import type { ResourceField } from '@careops/core/resources';
import type { Ref } from 'react';
import { FieldInput } from './field-input';
import type { FormValue, FormValues } from './form-values';

export interface ResourceFormFieldsProps {
  fields: readonly ResourceField[];
  values: FormValues;
  errors: Record<string, string>;
  onChange(key: string, value: FormValue): void;
  /** Prefix of the inputs' ids (unique per form). */
  idPrefix: string;
  /** Leaves out fields that do not apply to the other values (a role only when sending to a role). */
  visible?(field: ResourceField, values: FormValues): boolean;
  /** Receives the first input, to focus it. */
  firstRef?: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
}

/** The labelled inputs of a descriptor's form fields, each with its help and its error. */
export function ResourceFormFields({ fields, values, errors, onChange, idPrefix, visible, firstRef }: ResourceFormFieldsProps) {
  const shown = fields.filter((f) => !visible || visible(f, values));
  return (
    <div className="space-y-4">
      {shown.map((field, index) => {
        const id = `${idPrefix}-${field.key}`;
        const error = errors[field.key];
        const label = (
          <span id={`${id}-label`} className="field-label">
            {t(field.label)}
            {field.required && (
              <span aria-hidden="true" className="ml-0.5 text-danger">
                *
              </span>
            )}
          </span>
        );
        const input = <FieldInput field={field} value={values[field.key] ?? ''} onChange={(v) => onChange(field.key, v)} error={error} id={id} inputRef={index === 0 ? firstRef : undefined} />;
        const grouped = field.kind === 'tree' || (field.kind === 'enum' && field.multiple);
        return (
          <div key={field.key} data-testid={`form-field-${field.key}`}>
            {field.kind === 'boolean' ? (
              <label htmlFor={id} className="flex items-center gap-2 text-sm text-gray-800">
                {input}
                <span id={`${id}-label`}>{t(field.label)}</span>
              </label>
            ) : grouped ? (
              <>
                {label}
                {input}
              </>
            ) : (
              <>
                <label htmlFor={id}>{label}</label>
                {input}
              </>
            )}
            {field.help && (
              <p id={`${id}-help`} className="mt-1 text-xs text-gray-600">
                {t(field.help)}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="field-error" role="alert" data-testid={`error-${field.key}`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

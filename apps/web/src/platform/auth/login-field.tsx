import type { InputHTMLAttributes, ReactNode } from 'react';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Beside the input (e.g. the send-code button). */
  aside?: ReactNode;
  /** Below the field's error (e.g. a notice about the field). */
  children?: ReactNode;
}

/** A sign-in form's labelled input with its error, tied to it for screen readers. */
export function LoginField({ id, label, error, aside, children, ...input }: LoginFieldProps) {
  const errorId = `${id}-error`;
  const field = (
    <input id={id} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
  );
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {aside ? (
        <div className="flex gap-2">
          {field}
          {aside}
        </div>
      ) : (
        field
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

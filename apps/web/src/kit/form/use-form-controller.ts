import { messageOf } from '@careops/core/client';
import { CareOpsError, endpoints, type EndpointName } from '@careops/core/contract';
import { parseEnumValue } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import type { ResourceField } from '@careops/core/resources';
import { useCallback, useMemo, useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { changedKeys, fieldBody, initialValues, problemsByField, rebase, serverProblem, type FormMode, type FormValue, type FormValues } from './form-values';
import { callEndpoint, type Row } from '../resource-api';

/** A choice's text back to its value: an enumeration's value, a lookup id as a number. */
export function chooseValue(field: ResourceField, text: string): unknown {
  if (field.options?.kind === 'enumeration') return parseEnumValue(field.options.enumeration, text) ?? text;
  return /^\d+$/.test(text) ? Number(text) : text;
}

export interface FormControllerOptions {
  fields: readonly ResourceField[];
  endpoint: EndpointName;
  mode: FormMode;
  /** The record being edited. */
  record?: Row | undefined;
  /** Request values besides the fields (the id and version), from the current record. */
  fixed?(record: Row | undefined): Row;
  /** Reads the record again (after a stale-version answer). */
  reload?(): Promise<Row>;
  /** Called with the server's answer after a successful save. */
  onSaved(answer: unknown): void;
  /** Whether a field applies to the other values (one that does not is neither shown nor sent). */
  applies?(field: ResourceField, values: FormValues): boolean;
}

export interface FormController {
  values: FormValues;
  setValue(key: string, value: FormValue): void;
  errors: Record<string, string>;
  /** A problem of the whole form (not of one field). */
  formError: string | null;
  /** The record changed underneath (104); `reloadRecord` takes the fresh one. */
  stale: string | null;
  /** Information about the form (reloaded). */
  notice: string | null;
  busy: boolean;
  submit(): Promise<void>;
  reloadRecord(): Promise<void>;
}

/**
 * The life of a descriptor form: values, client validation with the endpoint's own request
 * schema from core (the rules the server applies: required fields, the mobile rule, passwords
 * of 4–16…), then the call; an invalid-input answer lands on the field it names, a stale
 * version offers a reload that keeps what was typed. Editing sends only the changed fields.
 */
export function useFormController(options: FormControllerOptions): FormController {
  const { api } = useConsole();
  const { fields, endpoint, mode, fixed, reload, onSaved, applies } = options;
  const [record, setRecord] = useState<Row | undefined>(options.record);
  const [initial, setInitial] = useState<FormValues>(() => initialValues(fields, mode === 'update' ? options.record : undefined));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useMemo(() => fields.map((f) => f.key), [fields]);

  const setValue = useCallback((key: string, value: FormValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  const submit = async () => {
    if (busy) return;
    setFormError(null);
    setNotice(null);
    const relevant = fields.filter((f) => !applies || applies(f, values));
    const sent = mode === 'update' ? changedKeys(relevant, initial, values) : relevant.map((f) => f.key);
    if (sent.length === 0) {
      setFormError(t('web.list.form.nothingChanged'));
      return;
    }
    const body: Row = { ...fixed?.(record), ...fieldBody(fields, values, chooseValue, sent) };
    const checked = endpoints[endpoint].request.safeParse(body);
    if (!checked.success) {
      const problems = problemsByField(checked.error.issues, keys);
      setErrors(problems.fields);
      setFormError(problems.other[0] ?? t('web.list.form.fixErrors'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await callEndpoint(api, endpoint, body, { silent: true }));
    } catch (error) {
      const onField = error instanceof CareOpsError && error.code === 'invalidInput' ? serverProblem(error, keys) : null;
      if (onField) {
        setErrors({ [onField.key]: onField.message });
        setFormError(t('web.list.form.fixErrors'));
      } else if (error instanceof CareOpsError && error.code === 'staleVersion') setStale(error.message);
      else setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const reloadRecord = async () => {
    if (!reload) return;
    setBusy(true);
    try {
      const fresh = await reload();
      const freshValues = initialValues(fields, fresh);
      setValues(rebase(fields, initial, values, freshValues));
      setInitial(freshValues);
      setRecord(fresh);
      setStale(null);
      setNotice(t('web.list.form.reloaded'));
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValue, errors, formError, stale, notice, busy, submit, reloadRecord };
}

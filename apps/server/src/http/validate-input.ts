import { CareOpsError } from '@careops/core/contract';
import { getLocale, retranslate, t } from '@careops/core/i18n';
import type { z } from 'zod';
import zodChinese from 'zod/v4/locales/zh-CN.js';

/** zod's own wording (a value of the wrong type, a number out of range) where a schema gives none, by language. */
const zodWording: Readonly<Record<string, z.core.$ZodErrorMap | undefined>> = { 'zh-CN': zodChinese().localeError };

const invalid = (field: string, problem: string) =>
  new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

// A UTF-16 surrogate not paired with its other half (\p{Cs} under the u flag matches only those):
// SQLite would store it as invalid UTF-8, PostgreSQL refuses it.
const loneSurrogate = /\p{Cs}/u;

/** Finds a string holding U+0000 (PostgreSQL cannot store it) or a lone surrogate; answers its path and problem. */
function badText(value: unknown, path: string, depth = 0): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path: path || 'body', problem: t('server.input.nulCharacter') };
    if (loneSurrogate.test(value)) return { path: path || 'body', problem: t('server.input.loneSurrogate') };
    return undefined;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = badText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Validates a request body with its schema: 101 with "<field>: <problem>" and
 * `result.field` on the first problem. An absent body counts as `{}`.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const value = input === undefined ? {} : input;
  const bad = badText(value, '');
  if (bad) throw invalid(bad.path, bad.problem);
  const wording = zodWording[getLocale()];
  const parsed = wording ? schema.safeParse(value, { error: wording }) : schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.map(String).join('.') : 'body';
  // The schemas' messages were made in English when their modules loaded; said in the request's language.
  throw invalid(field, issue?.message ? retranslate(issue.message) : t('validate.required'));
}

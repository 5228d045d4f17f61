import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { z } from 'zod';

const invalid = (field: string, problem: string) =>
  new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

/** Finds a string holding U+0000 (PostgreSQL cannot store it); answers its path. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
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
  const nul = nulPath(value, '');
  if (nul) throw invalid(nul, t('server.input.nulCharacter'));
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.map(String).join('.') : 'body';
  throw invalid(field, issue?.message ?? t('validate.required'));
}

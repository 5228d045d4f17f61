import { CareOpsError } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { validateInput } from './validate-input';

const schema = z.object({ name: z.string().min(2, 'too short'), tags: z.array(z.string()).optional() });

const failure = (input: unknown) => {
  try {
    validateInput(schema, input);
  } catch (error) {
    if (error instanceof CareOpsError) return { code: error.code, message: error.message, field: error.field };
  }
  return undefined;
};

describe('validateInput', () => {
  it('answers the parsed value', () => {
    expect(validateInput(schema, { name: 'ab', extra: 1 })).toEqual({ name: 'ab' });
  });

  it('names the first field at fault as "<field>: <problem>"', () => {
    expect(failure({ name: 'a' })).toEqual({ code: 'invalidInput', message: 'name: too short', field: 'name' });
    expect(failure({ name: 'ab', tags: ['x', 3] })).toMatchObject({ field: 'tags.1' });
  });

  it('calls a body that is not an object "body" and treats an absent body as {}', () => {
    expect(failure([1])?.field).toBe('body');
    expect(failure(null)?.field).toBe('body');
    expect(failure(undefined)).toEqual({ code: 'invalidInput', message: expect.stringMatching(/^name: /), field: 'name' });
  });

  it('refuses NUL characters anywhere, naming the path', () => {
    expect(failure({ name: 'a\u0000b' })).toEqual({ code: 'invalidInput', message: 'name: must not contain NUL characters', field: 'name' });
    expect(failure({ name: 'ok', tags: ['fine', 'bad\u0000'] })?.field).toBe('tags.1');
  });

  it('refuses lone surrogates anywhere, naming the path, and keeps paired ones', () => {
    expect(failure({ name: 'a\uD800b' })).toEqual({ code: 'invalidInput', message: 'name: must be valid text (it holds half of a UTF-16 surrogate pair)', field: 'name' });
    expect(failure({ name: 'ok', tags: ['fine', 'x\uDC00'] })?.field).toBe('tags.1');
    expect(failure({ name: '护理 😀' })).toBeUndefined();
  });
});

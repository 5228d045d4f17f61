import { describe, expect, it } from 'vitest';
import { CareOpsError, codeNameOf, isCallerError } from './careops-error';

describe('CareOpsError', () => {
  it('carries code, message, field, details and cause', () => {
    const cause = new Error('root');
    const error = new CareOpsError('invalidInput', 'phone: please enter a valid mobile number', {
      field: 'phone',
      details: { value: '123' },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CareOpsError');
    expect(error.code).toBe('invalidInput');
    expect(error.message).toBe('phone: please enter a valid mobile number');
    expect(error.field).toBe('phone');
    expect(error.details).toEqual({ value: '123' });
    expect(error.cause).toBe(cause);
    expect(error.resultcode).toBe(101);
  });

  it('maps codes to the wire: business errors travel as HTTP 200', () => {
    expect(new CareOpsError('sessionExpired', 'x').resultcode).toBe(103);
    expect(new CareOpsError('accountDisabled', 'x').resultcode).toBe(105);
    expect(new CareOpsError('permissionDenied', 'x').resultcode).toBe(106);
    expect(new CareOpsError('permissionDenied', 'x').httpStatus).toBe(200);
    expect(new CareOpsError('invalidInput', 'x').httpStatus).toBe(200);
    expect(new CareOpsError('tooManyAttempts', 'x').httpStatus).toBe(429);
    expect(new CareOpsError('internal', 'x').httpStatus).toBe(500);
    expect(new CareOpsError('internal', 'x').field).toBeUndefined();
  });
});

describe('codeNameOf', () => {
  it.each([
    [103, 'sessionExpired'],
    ['105', 'accountDisabled'],
    [106, 'permissionDenied'],
    [1, 'ok'],
    [500, 'internal'],
  ])('%j -> %s', (code, name) => {
    expect(codeNameOf(code)).toBe(name);
  });
  it.each([999, '', 'abc', 200])('%j -> undefined', (code) => {
    expect(codeNameOf(code)).toBeUndefined();
  });
});

describe('isCallerError', () => {
  it.each(['sessionExpired', 'accountDisabled', 'permissionDenied'] as const)('%s is about the caller', (code) => {
    expect(isCallerError(new CareOpsError(code, 'x'))).toBe(true);
  });
  it.each([new CareOpsError('invalidInput', 'x'), new CareOpsError('notFound', 'x'), new CareOpsError('staleVersion', 'x'), new Error('x'), 'x', undefined])('%j is not', (error) => {
    expect(isCallerError(error)).toBe(false);
  });
});

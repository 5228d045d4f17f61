import { rolesResource, usersResource, type ResourceField } from '@careops/core/resources';
import { describe, expect, it } from 'vitest';
import { changedKeys, fieldBody, formFields, initialValues, problemsByField, rebase, sameValue, serverProblem } from './form-values';
import { chooseValue } from './use-form-controller';

const userFields = usersResource.create?.fields ?? [];
const editFields = formFields(usersResource.update?.fields ?? [], 'update');
const record = {
  id: 5,
  username: 'li.na',
  name: 'Li Na',
  phone: '139****5678',
  status: 1,
  isConsult: false,
  roles: [{ id: 2, code: 'customerService', name: 'customer service' }],
  stations: [{ id: 1, name: 'Chaoyang' }, { id: 3, name: 'Pudong' }],
  version: 4,
};

describe('descriptor form values', () => {
  it('reads a nested record with a dotted recordKey (studio.id for studioId)', () => {
    const studio: ResourceField = { key: 'studioId', label: 'resources.field.id', kind: 'enum', recordKey: 'studio.id' };
    expect(initialValues([studio], { studio: { id: 3, name: 'Pudong' } })).toEqual({ studioId: '3' });
    expect(initialValues([studio], { studio: null })).toEqual({ studioId: '' });
  });

  it('shows create-only and secret fields only when creating', () => {
    expect(formFields(userFields, 'create').map((f) => f.key)).toContain('password');
    expect(editFields.map((f) => f.key)).toEqual(['username', 'name', 'phone', 'roleIds', 'stationIds', 'status', 'isConsult']);
  });

  it('starts blank, or from the record (roles[].id for roleIds)', () => {
    expect(initialValues(formFields(userFields, 'create'))).toEqual({ username: '', name: '', phone: '', password: '', roleIds: [], stationIds: [], status: '', isConsult: false });
    expect(initialValues(editFields, record)).toEqual({ username: 'li.na', name: 'Li Na', phone: '139****5678', roleIds: ['2'], stationIds: ['1', '3'], status: '1', isConsult: false });
    expect(initialValues(formFields(rolesResource.update?.fields ?? [], 'update'), { name: 'x', nodeCodes: ['a', 'b'] })).toEqual({ name: 'x', nodeCodes: ['a', 'b'] });
  });

  it('compares several choices as sets and finds the changed fields', () => {
    expect(sameValue(['1', '3'], ['3', '1'])).toBe(true);
    expect(sameValue(['1'], ['1', '1'])).toBe(false);
    const start = initialValues(editFields, record);
    expect(changedKeys(editFields, start, { ...start, stationIds: ['3', '1'] })).toEqual([]);
    expect(changedKeys(editFields, start, { ...start, name: 'Li  Na', roleIds: [] })).toEqual(['name', 'roleIds']);
  });

  it('builds a body: blanks left out, choices as their values, passwords as typed', () => {
    const values = { username: ' li.na ', name: 'Li Na', phone: '13912345678', password: ' pa ss ', roleIds: ['2', '4'], stationIds: [], status: '0', isConsult: true };
    expect(fieldBody(userFields, values, chooseValue)).toEqual({
      username: 'li.na',
      name: 'Li Na',
      phone: '13912345678',
      password: ' pa ss ',
      roleIds: [2, 4],
      stationIds: [],
      status: 0,
      isConsult: true,
    });
    expect(fieldBody(userFields, { ...values, status: '', name: '  ' }, chooseValue, ['name', 'status', 'phone'])).toEqual({ phone: '13912345678' });
  });

  it('after a reload keeps what was typed and takes the rest from the fresh record', () => {
    const before = initialValues(editFields, record);
    const typed = { ...before, name: 'Li Na (finance)' };
    const fresh = initialValues(editFields, { ...record, phone: '139****0000', status: 0, version: 5 });
    expect(rebase(editFields, before, typed, fresh)).toEqual({ ...fresh, name: 'Li Na (finance)' });
  });

  it('sorts problems onto fields by the first step of their path', () => {
    const problems = problemsByField(
      [
        { path: ['phone'], message: 'please enter a valid mobile number' },
        { path: ['roleIds', 1], message: 'bad id' },
        { path: ['phone'], message: 'second problem' },
        { path: ['version'], message: 'version wanted' },
      ],
      ['phone', 'roleIds'],
    );
    expect(problems).toEqual({ fields: { phone: 'please enter a valid mobile number', roleIds: 'bad id' }, other: ['version wanted'] });
  });

  it('puts a server answer on the field it names, without the field prefix', () => {
    const keys = userFields.map((f: ResourceField) => f.key);
    expect(serverProblem({ field: 'username', message: 'username: already taken' }, keys)).toEqual({ key: 'username', message: 'already taken' });
    expect(serverProblem({ field: 'roleIds.1', message: 'roleIds.1: unknown role' }, keys)).toEqual({ key: 'roleIds', message: 'unknown role' });
    expect(serverProblem({ field: 'version', message: 'version: x' }, keys)).toBeNull();
    expect(serverProblem({ message: 'no field' }, keys)).toBeNull();
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf, ResourceOf, RowOf, TypedColumn } from '../types';
import { messagesResource, systemResources, usersResource } from '.';

describe('system descriptors agree with their endpoints', () => {
  it.each(systemResources.map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('a key the contract does not have is found', () => {
    const renamed = { ...usersResource, nameKey: 'userName', list: { ...usersResource.list, columns: [{ key: 'lastLogin', title: 'resources.field.id' as const }] } };
    expect(descriptorDisagreements(renamed)).toEqual([
      "users: column lastLogin is not in getUsersList's rows",
      "users: name key userName is not in getUsersList's rows",
      "users: name key userName is not in getUser's record",
    ]);
  });

  it('carry their endpoints’ types', () => {
    expectTypeOf<RowOf<typeof usersResource>>().toEqualTypeOf<ResponseOf<'getUsersList'>['list'][number]>();
    expectTypeOf<RecordTypeOf<typeof usersResource>>().toEqualTypeOf<ResponseOf<'getUser'>>();
    expectTypeOf<RecordTypeOf<typeof messagesResource>>().toEqualTypeOf<ResponseOf<'getMessageRecord'>['record']>();
  });
});

// Compile-time checks (`npm run typecheck`): each `@ts-expect-error` must meet an error.
export const typeChecks = (users: ResourceOf<'getUsersList', 'getUser'>): unknown[] => [
  // @ts-expect-error a column the rows do not have
  { key: 'userName', title: 'resources.users.username' } satisfies TypedColumn<RowOf<typeof usersResource>>,
  { key: 'roles', title: 'resources.users.roles' } satisfies TypedColumn<RowOf<typeof usersResource>>,
  // @ts-expect-error a nested path that is not there
  { key: 'stations.city', title: 'resources.users.stations' } satisfies TypedColumn<RowOf<typeof usersResource>>,
  // @ts-expect-error a name key the record does not have
  { ...users, nameKey: 'login' } satisfies ResourceOf<'getUsersList', 'getUser'>,
  // @ts-expect-error a state key the rows do not have
  { ...users, actions: [{ id: 'x', cli: 'x', title: 'resources.users.disable', endpoint: 'alterUserStatus', idKey: 'userId', done: 'resources.users.disable.done', appliesWhen: { key: 'state', values: [1] } }] } satisfies ResourceOf<'getUsersList', 'getUser'>,
  // @ts-expect-error a version the audit rows do not have
  { id: 'x', cli: 'x', title: 'resources.users.disable', endpoint: 'alterUserStatus', idKey: 'userId', done: 'resources.users.disable.done', versionKey: 'version' } satisfies NonNullable<ResourceOf<'getAuditList'>['actions']>[number],
];

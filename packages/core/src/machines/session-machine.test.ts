import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CareOpsError } from '../contract/careops-error';
import type { LoginResult, SessionUser, UserPermission } from '../contract/schemas/auth';
import type { PermissionNode } from '../permissions/permission-catalogue';
import { dayCode } from './day-code';
import { sessionMachine, type LoadPermissionsInput, type LoginCredentials } from './session-machine';

const user: SessionUser = {
  userId: 2,
  username: 'cs',
  name: 'Customer Service',
  phone: '13800000001',
  avatar: '',
  introduction: '',
  isConsult: false,
  consult: false,
};
const node = (code: string, ismenu: 0 | 1 = 1): PermissionNode => ({ id: code.length, parentId: 0, code, name: code, icon: '', num: 1, ismenu });
const loginResult: LoginResult = { user, token: 'tok-cs', menu: [node('order')] };
const permission = (nodes: PermissionNode[]): UserPermission => ({
  permissionNode: nodes,
  users: { username: 'cs', id: 2, phone: '13800000009' },
});

interface Fakes {
  login?: (credentials: LoginCredentials) => Promise<LoginResult>;
  load?: (input: LoadPermissionsInput) => Promise<UserPermission>;
}

function start(fakes: Fakes = {}) {
  const calls = { login: [] as LoginCredentials[], load: [] as LoadPermissionsInput[], clearToken: 0, clearSession: 0, stored: [] as Array<string | null> };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginCredentials>(async ({ input }) => {
        calls.login.push(input);
        return (fakes.login ?? (async () => loginResult))(input);
      }),
      loadPermissions: fromPromise<UserPermission, LoadPermissionsInput>(async ({ input }) => {
        calls.load.push(input);
        return (fakes.load ?? (async () => permission([node('order'), node('orderList'), node('getCustomerPushLog', 0)])))(input);
      }),
    },
    actions: {
      clearToken: () => void (calls.clearToken += 1),
      clearSession: () => void (calls.clearSession += 1),
      storeSession: ({ context }) => void calls.stored.push(context.token),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

async function signedIn(fakes: Fakes = {}) {
  const started = start(fakes);
  started.actor.send({ type: 'session.login', username: 'cs', password: 'secret' });
  await waitFor(started.actor, (s) => s.matches('ready') || s.matches('signedOut'));
  return started;
}

describe('dayCode', () => {
  it('is the FNV-1a hex of the UTC date', () => {
    // FNV-1a("20240229"), computed independently with BigInt arithmetic.
    expect(dayCode(new Date('2024-02-29T23:59:59Z'))).toBe('421553f6');
    expect(dayCode(new Date('2024-02-29T00:00:00Z'))).toBe(dayCode(new Date('2024-02-29T23:59:59Z')));
    expect(dayCode(new Date('2024-03-01T00:00:00Z'))).not.toBe(dayCode(new Date('2024-02-29T23:59:59Z')));
    expect(dayCode(new Date())).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('session machine', () => {
  it('starts signed out', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, error: null, redirect: null, loginQuery: null });
  });

  it('signs in with a password and loads permissions', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.login', username: 'cs', password: 'secret' });
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(calls.login).toEqual([{ username: 'cs', password: 'secret' }]);
    expect(calls.load).toEqual([{ token: 'tok-cs', user }]);
    expect(calls.stored).toEqual(['tok-cs']);
    expect(context.token).toBe('tok-cs');
    expect(context.user).toEqual({ ...user, phone: '13800000009' });
    expect(context.permissionNodes.map((n) => n.code)).toEqual(['order', 'orderList', 'getCustomerPushLog']);
    expect([...context.permissions]).toEqual(['order', 'orderList', 'getCustomerPushLog']);
  });

  it('signs in with an SMS code', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.login', phone: '13800000001', code: '123456' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.login).toEqual([{ phone: '13800000001', code: '123456' }]);
  });

  it('passes through loadingPermissions', async () => {
    let release: (value: UserPermission) => void = () => {};
    const { actor } = start({ load: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'session.login', username: 'cs', password: 'secret' });
    await waitFor(actor, (s) => s.matches('loadingPermissions'));
    release(permission([node('order')]));
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('a failed sign-in returns to signedOut with the message', async () => {
    const { actor, calls } = await signedIn({ login: async () => Promise.reject(new CareOpsError('wrongCredentials', 'wrong username or password')) });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'wrong username or password', token: null, loginQuery: null });
    expect(calls.load).toHaveLength(0);
  });

  it('restores a stored session straight into loadingPermissions', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.restore', token: 'stored', user });
    expect(actor.getSnapshot().matches('loadingPermissions')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.login).toHaveLength(0);
    expect(calls.load).toEqual([{ token: 'stored', user }]);
    expect(actor.getSnapshot().context.token).toBe('stored');
  });

  it('without permission nodes: signed out with the spec message', async () => {
    const { actor, calls } = await signedIn({ load: async () => permission([]) });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(context.error).toBe('this user has no permission to enter other pages!');
    expect(context.token).toBeNull();
    expect(context.permissions.size).toBe(0);
    expect(calls.clearToken).toBe(1);
  });

  describe('a failed permission load', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-06-30T23:30:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('clears the token, keeps the message and adds the day code and flag', async () => {
      const { actor, calls } = await signedIn({ load: async () => Promise.reject(new Error('network request error')) });
      const { context } = actor.getSnapshot();
      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(context.error).toBe('network request error');
      expect(context.loginQuery).toEqual({ code: dayCode(new Date('2025-06-30T00:00:00Z')), flag: '1' });
      expect(context.token).toBeNull();
      expect(context.user).toBeNull();
      expect(calls.clearToken).toBe(1);
      expect(calls.clearSession).toBe(0);
    });

    it('says "Has Error" when the failure has no message', async () => {
      const { actor } = await signedIn({ load: async () => Promise.reject(new Error('')) });
      expect(actor.getSnapshot().context.error).toBe('Has Error');
    });
  });

  it('103 signs out with a redirect back to the page', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'session.expired', path: '/order/order-list?status=1' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(context).toMatchObject({ token: null, user: null, redirect: '/order/order-list?status=1', error: 'your login has expired, please log in again' });
    expect(calls.clearToken).toBe(1);
  });

  it('103 while loading permissions wins over the failing load', async () => {
    const { actor } = start({ load: () => new Promise(() => {}) });
    actor.send({ type: 'session.restore', token: 'old', user });
    actor.send({ type: 'session.expired', path: '/finance/payAccount' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.redirect).toBe('/finance/payAccount');
  });

  it('keeps the redirect through the next sign-in', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'session.expired', path: '/system/user' });
    actor.send({ type: 'session.login', username: 'cs', password: 'secret' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ redirect: '/system/user', error: null });
  });

  it('105 signs out with the disabled message', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'session.disabled' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, error: 'your account has been disabled, contact administrator for details' });
    expect(calls.clearToken).toBe(1);
  });

  it.each(['session.logout', 'session.passwordChanged'] as const)('%s clears the whole session', async (type) => {
    const { actor, calls } = await signedIn();
    actor.send({ type });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.clearSession).toBe(1);
    expect(context).toMatchObject({ token: null, user: null, permissionNodes: [], error: null, redirect: null });
    expect(context.permissions.size).toBe(0);
  });

  it('ignores events that do not apply to the state', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.expired', path: '/x' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.redirect).toBeNull();
    expect(calls.clearSession).toBe(0);
  });

  it('complains clearly when an app forgets to provide an actor', async () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'session.login', username: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('session machine: provide the "login" actor with .provide()');
  });
});

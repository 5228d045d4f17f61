import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../client/api-transport-error';
import type { LoginResult, SessionUser, UserPermission } from '../contract/schemas/auth';
import { t } from '../i18n/translate';
import type { PermissionNode } from '../permissions/permission-catalogue';
import { dayCode } from './day-code';

/** Password sign-in (with the captcha once the server asks for it) or SMS sign-in. */
export type LoginCredentials =
  | { username: string; password: string; captchaId?: string; captchaCode?: string }
  | { phone: string; code: string };

/** Query parameters the login page gets after a failed permission load (spec §8). */
export interface LoginQuery {
  code: string;
  flag: '1';
}

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  permissionNodes: PermissionNode[];
  /** Codes of every permission node the user holds. */
  permissions: ReadonlySet<string>;
  /** Why the user is signed out, for the login page to show. */
  error: string | null;
  /** Where to return after signing in again (set by 103). */
  redirect: string | null;
  loginQuery: LoginQuery | null;
}

export type SessionEvent =
  | ({ type: 'session.login' } & LoginCredentials)
  | { type: 'session.restore'; token: string; user: SessionUser }
  | { type: 'session.expired'; path: string }
  | { type: 'session.disabled' }
  | { type: 'session.logout' }
  | { type: 'session.passwordChanged' };

/** What the `loadPermissions` actor is given. */
export interface LoadPermissionsInput {
  token: string;
  user: SessionUser | null;
}

const signedOut = (): Pick<SessionContext, 'token' | 'user' | 'permissionNodes' | 'permissions'> => ({
  token: null,
  user: null,
  permissionNodes: [],
  permissions: new Set<string>(),
});

function missing(name: string): never {
  throw new Error(`session machine: provide the "${name}" actor with .provide()`);
}

/**
 * The session lifecycle (spec §4, §8): signedOut → signingIn → loadingPermissions → ready.
 * Effects are named placeholders each app fills with `.provide()`: the actors `login` and
 * `loadPermissions`, the actions `storeSession` (keep token and user), `clearToken` (token,
 * roles, stored user; on 103, 105 and failed loads) and `clearSession` (also menu, session
 * storage, tabs and messages; on logout and password change).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    login: fromPromise<LoginResult, LoginCredentials>(async () => missing('login')),
    loadPermissions: fromPromise<UserPermission, LoadPermissionsInput>(async () => missing('loadPermissions')),
  },
  actions: {
    storeSession: () => {},
    clearToken: () => {},
    clearSession: () => {},
  },
  guards: {
    hasPermissionNodes: (_, params: { nodes: PermissionNode[] }) => params.nodes.length > 0,
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: { ...signedOut(), error: null, redirect: null, loginQuery: null },
  states: {
    signedOut: {
      on: {
        'session.login': { target: 'signingIn', actions: assign({ error: null, loginQuery: null }) },
        'session.restore': {
          target: 'loadingPermissions',
          actions: assign(({ event }) => ({ token: event.token, user: event.user, error: null, loginQuery: null })),
        },
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          const { type: _type, ...credentials } = event;
          return credentials;
        },
        onDone: {
          target: 'loadingPermissions',
          actions: [assign(({ event }) => ({ token: event.output.token, user: event.output.user })), 'storeSession'],
        },
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => ({ ...signedOut(), error: messageOf(event.error) })),
        },
      },
    },
    loadingPermissions: {
      invoke: {
        src: 'loadPermissions',
        input: ({ context }) => ({ token: context.token ?? '', user: context.user }),
        onDone: [
          {
            guard: { type: 'hasPermissionNodes', params: ({ event }) => ({ nodes: event.output.permissionNode }) },
            target: 'ready',
            actions: assign(({ context, event }) => ({
              permissionNodes: event.output.permissionNode,
              permissions: new Set(event.output.permissionNode.map((node) => node.code)),
              user: context.user && {
                ...context.user,
                userId: event.output.users.id,
                username: event.output.users.username,
                phone: event.output.users.phone,
              },
            })),
          },
          {
            target: 'signedOut',
            actions: ['clearToken', assign(() => failedLoad(t('error.noPermissionNodes')))],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: ['clearToken', assign(({ event }) => failedLoad(messageOf(event.error)))],
        },
      },
      on: {
        'session.expired': { target: 'signedOut', actions: ['clearToken', assign(({ event }) => expired(event.path))] },
        'session.disabled': { target: 'signedOut', actions: ['clearToken', assign(() => disabled())] },
        'session.logout': { target: 'signedOut', actions: ['clearSession', assign(() => loggedOut())] },
      },
    },
    ready: {
      on: {
        'session.expired': { target: 'signedOut', actions: ['clearToken', assign(({ event }) => expired(event.path))] },
        'session.disabled': { target: 'signedOut', actions: ['clearToken', assign(() => disabled())] },
        'session.logout': { target: 'signedOut', actions: ['clearSession', assign(() => loggedOut())] },
        'session.passwordChanged': { target: 'signedOut', actions: ['clearSession', assign(() => loggedOut())] },
      },
    },
  },
});

function failedLoad(error: string): Partial<SessionContext> {
  return { ...signedOut(), error, loginQuery: { code: dayCode(new Date()), flag: '1' } };
}

function expired(path: string): Partial<SessionContext> {
  return { ...signedOut(), error: t('error.sessionExpired'), redirect: path, loginQuery: null };
}

function disabled(): Partial<SessionContext> {
  return { ...signedOut(), error: t('error.accountDisabled'), redirect: null, loginQuery: null };
}

function loggedOut(): Partial<SessionContext> {
  return { ...signedOut(), error: null, redirect: null, loginQuery: null };
}

export type SessionMachine = typeof sessionMachine;

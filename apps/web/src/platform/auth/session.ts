import { CareOpsError, type LoginResult, type UserPermission } from '@careops/core/contract';
import { sessionMachine, type LoadPermissionsInput, type LoginCredentials } from '@careops/core/machines';
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise } from 'xstate';
import { failureText, isApplicationFailure } from '../errors/api-failure';
import { logError } from '../errors/error-log-store';
import { createConsoleApi, type ConsoleApiHooks } from '../shell/console-api';
import { toast } from '../../ui/toast-store';
import { loginFeedbackStore } from './login-feedback';
import { announceSignOut } from './sign-out';
import { clearSessionStorage, clearStoredToken, followOtherTabs, readStoredSession, writeStoredSession } from './session-storage';

/** After 105 the console shows the message and goes to login this much later (spec §4). */
export const DISABLED_LOGOUT_DELAY_MS = 1000;

let disabling = false;
let loggingOut = false;
/** True while this tab follows another's sign-out or sign-in: the shared storage is theirs, left as it is. */
let followingOtherTab = false;

const isSignedIn = () => !sessionActor.getSnapshot().matches('signedOut') && !loggingOut;

const hooks: ConsoleApiHooks = {
  getAuth() {
    const { token, user } = sessionActor.getSnapshot().context;
    return token && user ? { token, userId: user.userId } : null;
  },
  onSessionExpired({ path, message }) {
    if (!isSignedIn()) return;
    toast.error(message);
    logError('api', message);
    // The signed-in area sees signedOut and goes to /login?redirect=<path>.
    sessionActor.send({ type: 'session.expired', path });
  },
  onAccountDisabled({ message }) {
    if (!isSignedIn() || disabling) return;
    disabling = true;
    toast.error(message);
    logError('api', message);
    setTimeout(() => {
      disabling = false;
      navigate('/login', { replace: true });
      sessionActor.send({ type: 'session.disabled' });
    }, DISABLED_LOGOUT_DELAY_MS);
  },
  onError(message, error) {
    toast.error(error instanceof CareOpsError ? failureText(error) : message);
  },
  // The error log keeps application failures, silent calls' too (a list that failed to load).
  onFailure(error) {
    if (isApplicationFailure(error)) logError('api', error.message);
  },
};

/** API clients of the console's two faces: pages and palette ('web'), the terminal panel ('terminal'). */
export const apis = {
  web: createConsoleApi('web', hooks),
  terminal: createConsoleApi('terminal', hooks),
};

async function login(credentials: LoginCredentials): Promise<LoginResult> {
  try {
    // Sign-in failures are shown on the login form, not as toasts.
    if ('phone' in credentials) return await apis.web.call('smsLogin', credentials, { silent: true });
    return await apis.web.call('passwordLogin', { ...credentials, username: credentials.username.trim() }, { silent: true });
  } catch (error) {
    const captcha = error instanceof CareOpsError && (error.code === 'captchaRequired' || error.details?.captchaRequired === true);
    if (captcha) loginFeedbackStore.set({ captchaRequired: true });
    throw error;
  }
}

const machine = sessionMachine.provide({
  actors: {
    login: fromPromise<LoginResult, LoginCredentials>(({ input }) => login(input)),
    loadPermissions: fromPromise<UserPermission, LoadPermissionsInput>(({ input }) =>
      apis.web.call('getUserPermission', input.user ? { userId: input.user.userId } : {}, { silent: true }),
    ),
  },
  actions: {
    storeSession: ({ context }) => {
      if (context.token && context.user) writeStoredSession({ token: context.token, user: context.user });
    },
    clearToken: () => {
      if (!followingOtherTab) clearStoredToken();
    },
    clearSession: () => {
      if (followingOtherTab) sessionStorage.clear();
      else clearSessionStorage();
      announceSignOut();
      loginFeedbackStore.set({ captchaRequired: false });
    },
  },
});

export const sessionActor = createActor(machine);

// Keep the stored user in step with what getUserPermission confirmed (phone, username).
sessionActor.subscribe((snapshot) => {
  const { token, user } = snapshot.context;
  if (snapshot.matches('ready') && token && user) writeStoredSession({ token, user });
  if (snapshot.matches('ready') && loginFeedbackStore.get().captchaRequired) loginFeedbackStore.set({ captchaRequired: false });
});

/**
 * Starts the session, resuming the one stored for this browser profile (a reload or a new
 * browser tab is signed in), and follows the other tabs: their sign-out ends this tab's session
 * (login then leads back here), their sign-in starts it when this tab is signed out.
 */
export function startSession(): void {
  sessionActor.start();
  const stored = readStoredSession();
  if (stored) sessionActor.send({ type: 'session.restore', token: stored.token, user: stored.user });
  followOtherTabs((change) => {
    const { token, user } = sessionActor.getSnapshot().context;
    followingOtherTab = true;
    try {
      if (change.kind === 'signedIn') {
        if (token === change.session.token || (token !== null && user?.userId === change.session.user.userId)) return;
        if (token !== null) sessionActor.send({ type: 'session.logout' });
        sessionActor.send({ type: 'session.restore', token: change.session.token, user: change.session.user });
      } else if (token !== null) {
        sessionActor.send({ type: 'session.logout' });
      }
    } finally {
      followingOtherTab = false;
    }
  });
}

/** Logs out on the server (best effort) and everywhere in the console, then shows login. */
export async function logout(): Promise<void> {
  loggingOut = true;
  try {
    await apis.web.call('logout', {}, { silent: true, timeoutMs: 5000 });
  } catch {
    // The session may already be gone server-side (103); signing out locally is what matters.
  } finally {
    loggingOut = false;
  }
  navigate('/login');
  sessionActor.send({ type: 'session.logout' });
}

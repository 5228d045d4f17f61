import type { SessionContext } from '@careops/core/machines';
import { useSelector } from '@xstate/react';
import { sessionActor } from './session';

export type SessionState = 'signedOut' | 'signingIn' | 'loadingPermissions' | 'ready';

const stateOf = (snapshot: ReturnType<typeof sessionActor.getSnapshot>): SessionState =>
  snapshot.matches('ready') ? 'ready' : snapshot.matches('loadingPermissions') ? 'loadingPermissions' : snapshot.matches('signingIn') ? 'signingIn' : 'signedOut';

/** Which step of the session lifecycle the console is in. */
export function useSessionState(): SessionState {
  return useSelector(sessionActor, stateOf);
}

export function useSessionContext(): SessionContext {
  return useSelector(sessionActor, (snapshot) => snapshot.context);
}

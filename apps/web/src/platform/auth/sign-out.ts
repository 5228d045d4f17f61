type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Runs `clear` whenever the console signs out (logout, an expired or replaced session). Stores
 * that hold a user's data subscribe here themselves, so signing out needs no list of them.
 * Returns the unsubscribe.
 */
export function onSignOut(clear: Listener): () => void {
  listeners.add(clear);
  return () => listeners.delete(clear);
}

/** Announces the sign-out to every subscriber (the session does, when it clears). */
export function announceSignOut(): void {
  for (const clear of [...listeners]) clear();
}

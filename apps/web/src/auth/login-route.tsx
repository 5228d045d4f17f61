import { lazy } from 'react';
import { Redirect, useSearch } from 'wouter';
import { safeRedirect } from './login-redirect';
import { useSessionContext, useSessionState } from './use-session';

const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));

/**
 * /login and /user/login. Once signed in (or when a signed-in user opens it) the visitor goes
 * to the `redirect` query, else to where a 103 left them, else to '/' (spec §2).
 */
export function LoginRoute() {
  const state = useSessionState();
  const { redirect } = useSessionContext();
  const query = new URLSearchParams(useSearch()).get('redirect');
  if (state === 'ready') return <Redirect to={safeRedirect(query ?? redirect)} replace />;
  return <LoginPage />;
}

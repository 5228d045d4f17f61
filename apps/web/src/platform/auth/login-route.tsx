import { lazy, useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { loginUrl, safeRedirect } from './login-redirect';
import { useSessionContext, useSessionState } from './use-session';

const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));

/**
 * /login and /user/login. Once signed in (or when a signed-in user opens it) the visitor goes
 * to the `redirect` query, else to where a 103 left them, else to '/' (spec §2). A failed
 * permission load puts the day code and flag into the address (spec §8).
 */
export function LoginRoute() {
  const state = useSessionState();
  const { redirect, loginQuery } = useSessionContext();
  const params = new URLSearchParams(useSearch());
  const query = params.get('redirect');
  const code = params.get('code');

  useEffect(() => {
    if (state === 'signedOut' && loginQuery && code !== loginQuery.code) {
      navigate(loginUrl(query, loginQuery).replace('/login', window.location.pathname), { replace: true });
    }
  }, [state, loginQuery, code, query]);

  if (state === 'ready') return <Redirect to={safeRedirect(query ?? redirect)} replace />;
  return <LoginPage />;
}

import { lazy } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginUrl } from '../auth/login-redirect';
import { useSessionContext, useSessionState } from '../auth/use-session';
import { PageLoading } from '../../ui/page-loading';

const ConsoleLayout = lazy(() => import('../layout/console-layout').then((m) => ({ default: m.ConsoleLayout })));

/**
 * Every path that is not public: signed-out visitors go to login with a redirect back here
 * (after 103 to the page they were on; after a failed permission load with the day code and
 * flag, spec §8); while the session loads, a spinner; then the console.
 */
export function SignedInArea() {
  const state = useSessionState();
  const { redirect, loginQuery } = useSessionContext();
  const [path] = useLocation();
  const search = useSearch();
  if (state === 'signedOut') {
    const here = path + (search ? `?${search}` : '');
    return <Redirect to={loginUrl(redirect ?? here, loginQuery ?? undefined)} replace />;
  }
  if (state !== 'ready') return <PageLoading fullScreen />;
  return <ConsoleLayout />;
}

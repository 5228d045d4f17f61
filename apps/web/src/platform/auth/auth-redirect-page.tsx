import { Redirect, useSearch } from 'wouter';
import { loginUrl, safeRedirect } from './login-redirect';
import { useSessionState } from './use-session';
import { PageLoading } from '../../ui/page-loading';

/**
 * /auth-redirect: the hand-off page for links into the console from outside (a notification
 * e-mail or SMS, another system). `?redirect=<path>` opens that page when signed in, or
 * login with the same redirect otherwise. Only console paths are accepted.
 */
export function AuthRedirectPage() {
  const state = useSessionState();
  const target = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  if (state === 'signingIn' || state === 'loadingPermissions') return <PageLoading fullScreen />;
  return <Redirect to={state === 'ready' ? target : loginUrl(target)} replace />;
}

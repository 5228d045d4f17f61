import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AuthRedirectPage } from '../platform/auth/auth-redirect-page';
import { LoginRoute } from '../platform/auth/login-route';
import { SignedInArea } from '../platform/shell/signed-in-area';
import { PageLoading } from '../ui/page-loading';
import { Toaster } from '../ui/toaster';

const NotFoundPage = lazy(() => import('../platform/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../platform/errors/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })));

/** The public routes of spec §2; everything else needs a session (shell/signed-in-area). */
export function App() {
  return (
    <>
      <Suspense fallback={<PageLoading fullScreen />}>
        <Switch>
          <Route path="/login" component={LoginRoute} />
          <Route path="/user/login" component={LoginRoute} />
          <Route path="/404" component={NotFoundPage} />
          <Route path="/401" component={UnauthorizedPage} />
          <Route path="/auth-redirect" component={AuthRedirectPage} />
          <Route component={SignedInArea} />
        </Switch>
      </Suspense>
      <Toaster />
    </>
  );
}

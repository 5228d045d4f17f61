import { SIGNED_IN } from '../permissions/permission-catalogue';
import type { EndpointRoute } from './endpoint-routes';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/**
 * Saved views: any signed-in user keeps their own and opens the team's; what a view lists is
 * still checked by the list's own endpoint.
 */
export const viewsRoutes = {
  getSavedViews: post('getSavedViews', SIGNED_IN),
  getSavedView: post('getSavedView', SIGNED_IN),
  saveView: post('saveView', SIGNED_IN),
  deleteSavedView: post('deleteSavedView', SIGNED_IN),
} as const satisfies Record<string, EndpointRoute>;

import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import * as views from './schemas/saved-views';
import { viewsRoutes as r } from './views-routes';

/** Saved views' endpoints with their schemas; the compiler keeps the names equal to viewsRoutes. */
export const viewsEndpoints = {
  getSavedViews: def({ ...r.getSavedViews, request: views.getSavedViewsRequest, response: views.getSavedViewsResult, mutates: false }),
  getSavedView: def({ ...r.getSavedView, request: views.getSavedViewRequest, response: views.savedViewSchema, mutates: false }),
  saveView: def({ ...r.saveView, request: views.saveViewRequest, response: views.savedViewSchema, mutates: true }),
  deleteSavedView: def({ ...r.deleteSavedView, request: views.deleteSavedViewRequest, response: views.deleteSavedViewResult, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;

import type { HandlerMap } from '../http/handler-types';
import { deleteSavedView, getSavedView, getSavedViews, saveView } from './saved-views';

/** Saved views of lists, by endpoint name (docs/daily-use.md, Saved views). */
export function createViewsHandlers(): HandlerMap {
  return { getSavedViews, getSavedView, saveView, deleteSavedView };
}

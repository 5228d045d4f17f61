import type { HandlerMap } from '../http/handler-types';

/** The handlers of the catalogue, by endpoint name (docs/catalogue.md). */
export function createCatalogueHandlers(): HandlerMap {
  return {
  };
}

import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { studiosRoutes as r } from './studios-routes';
import { emptyRequest } from './schemas/common';
import { studioOptionsResult } from './schemas/people-common';
import * as studios from './schemas/studios-studios';

/** Nursing centers' endpoints with their schemas; the compiler keeps the names equal to studiosRoutes. */
export const studiosEndpoints = {
  getStudioList: def({ ...r.getStudioList, request: studios.studioListRequest, response: studios.studioListResult, mutates: false }),
  getStudio: def({ ...r.getStudio, request: studios.getStudioRequest, response: studios.studioDetailSchema, mutates: false }),
  addStudio: def({ ...r.addStudio, request: studios.addStudioRequest, response: studios.studioDetailSchema, mutates: true }),
  editStudio: def({ ...r.editStudio, request: studios.editStudioRequest, response: studios.studioDetailSchema, mutates: true }),
  alterStudioStatus: def({ ...r.alterStudioStatus, request: studios.alterStudioStatusRequest, response: studios.alterStudioStatusResult, mutates: true }),
  getSecurityContactOptions: def({ ...r.getSecurityContactOptions, request: emptyRequest, response: studioOptionsResult, mutates: false }),
} satisfies Record<keyof typeof r, EndpointDef>;

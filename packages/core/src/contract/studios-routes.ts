import { SIGNED_IN } from '../permissions/permission-catalogue';
import type { EndpointRoute } from './endpoint-routes';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** Nursing centers (/studio/...): path, method and the permission node a caller needs. */
export const studiosRoutes = {
  getStudioList: post('getStudioList', 'studioCenter'),
  getStudio: post('getStudio', 'detailStudio'),
  addStudio: post('addStudio', 'editStudio'),
  editStudio: post('editStudio', 'updateStudio'),
  alterStudioStatus: post('alterStudioStatus', 'studioCenter.status'),
  // Choices of a studio's security contact: staff accounts, by name
  getSecurityContactOptions: post('getSecurityContactOptions', SIGNED_IN),
} as const satisfies Record<string, EndpointRoute>;

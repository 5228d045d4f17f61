export { implementedPages, isImplemented } from './implemented-pages';
export { buildMenu, HOME_ICON, type MenuItem, type MenuNode } from './menu-builder';
export { actionCodes, buildPermissionCatalogue, type PermissionNode, PUBLIC, SIGNED_IN } from './permission-catalogue';
export { accessibleRoutes, type AccessNode, canOpenPath, grantedCodes, routeForPath } from './route-access';
export { matchRoutePath, normalizePath } from './route-match';
export { areaRoutes, flattenRoutes, grantableRoutes, homeRoute, publicRoutes, routes, type RouteDef, type RouteLink, type RouteParamNames } from './route-table';
export { buildTree, type TreeItem, type TreeNode, type TreeRoot } from './tree';

// Filled in by the core-domain work: buildMenu, buildTree, accessibleRoutes.
export type MenuItem = never;
export type TreeNode = never;
export declare function buildMenu(): never;
export declare function buildTree(): never;
export declare function accessibleRoutes(): never;

import type { MessageKey } from '@careops/core/i18n';
import type { PermissionNode } from '@careops/core/permissions';

/**
 * A built-in role: the subtrees it includes (a node code and everything under it), the
 * subtrees it leaves out, or every node. Ancestors of granted nodes are granted too, so the
 * menu can show the path to them.
 */
export interface RoleRule {
  code: string;
  nameKey: MessageKey;
  all?: boolean;
  include?: string[];
  exclude?: string[];
}

/** The built-in roles and what each may reach (docs/server.md explains the choices). */
export const builtInRoles: RoleRule[] = [
  { code: 'superAdmin', nameKey: 'server.role.superAdmin', all: true },
  {
    code: 'customerService',
    nameKey: 'server.role.customerService',
    include: ['order', 'person', 'consumablesList', 'consumablesBag', 'securityCenterList', 'feedback', 'feedbackDetail'],
    exclude: ['nurseExamine', 'nurseExamineDet', 'securityCenterList.drill', 'securityCenterList.credentials', 'consumablesList.receive', 'consumablesList.transfer', 'consumablesList.adjust'],
  },
  {
    code: 'studioManager',
    nameKey: 'server.role.studioManager',
    // systemUser: its stations' staff only (station scoping), and no role beyond its own permissions.
    // productRelease: what its studios sell, at which price (station scoping again).
    include: ['studio', 'order', 'serviceNurse', 'serviceNurseDet', 'consumables', 'securityCenter', 'systemUser', 'productRelease', 'editProduct', 'updateProduct', 'feedback', 'feedbackDetail'],
    // Headquarters opens nursing centers and enables or disables them.
    // A direct transfer needs rights on both studios (headquarters); a studio manager sends one for the receiving studio to approve.
    exclude: ['editStudio', 'studioCenter.status', 'consumablesList.transfer'],
  },
  {
    code: 'finance',
    nameKey: 'server.role.finance',
    include: ['finance', 'orderList', 'serviceOrderDetail'],
    // Reads orders and money; never changes an order (a cancel is a refund), decides a review or exports every order.
    exclude: ['orderList.review', 'orderList.assign', 'orderList.cancel', 'orderList.complaint', 'orderList.notes', 'orderList.export'],
  },
  // message: message records and announcements to staff (messageRecord.send).
  { code: 'operations', nameKey: 'server.role.operations', include: ['product', 'operationTools', 'consumables', 'message'] },
  {
    code: 'reviewer',
    nameKey: 'server.role.reviewer',
    include: ['nurseExamine', 'nurseExamineDet', 'assistiveCard', 'orderList', 'serviceOrderDetail'],
    // Reviewers decide and annotate; dispatch, cancellation, complaints and exports stay with customer service.
    exclude: ['orderList.assign', 'orderList.cancel', 'orderList.complaint', 'orderList.export'],
  },
];

/** The node codes a rule grants within a catalogue; throws on a code the catalogue lacks. */
export function grantedCodes(rule: RoleRule, catalogue: PermissionNode[]): Set<string> {
  if (rule.all) return new Set(catalogue.map((n) => n.code));
  const byCode = new Map(catalogue.map((n) => [n.code, n]));
  const byId = new Map(catalogue.map((n) => [n.id, n]));
  const children = new Map<number, PermissionNode[]>();
  for (const node of catalogue) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const subtree = (code: string): PermissionNode[] => {
    const root = byCode.get(code);
    if (!root) throw new Error(`role ${rule.code} names an unknown permission node ${code}`);
    const out: PermissionNode[] = [];
    const walk = (node: PermissionNode) => {
      out.push(node);
      (children.get(node.id) ?? []).forEach(walk);
    };
    walk(root);
    return out;
  };
  const excluded = new Set((rule.exclude ?? []).flatMap(subtree).map((n) => n.code));
  const granted = new Set<string>();
  for (const node of (rule.include ?? []).flatMap(subtree)) {
    if (excluded.has(node.code)) continue;
    granted.add(node.code);
    for (let up = byId.get(node.parentId); up; up = byId.get(up.parentId)) granted.add(up.code);
  }
  return granted;
}

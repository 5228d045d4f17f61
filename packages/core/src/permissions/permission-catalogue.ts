import { areaRoutes, type RouteDef } from './route-table';

/** A permission node as the server sends it (spec §3). */
export interface PermissionNode {
  id: number;
  parentId: number;
  code: string;
  name: string;
  icon: string;
  /** Sort order among siblings. */
  num: number;
  /** 1 when the node grants a route (menu), 0 for an action code. */
  ismenu: 0 | 1;
}

/** Action codes: permissions for operations rather than pages. Later areas add theirs. */
export const actionCodes: Array<{ code: string; name: string; parent: string }> = [
  { code: 'getCustomerPushLog', name: 'customer push log', parent: 'system' },
  // System administration. Appended only: ids are positions.
  { code: 'systemUser.add', name: 'add system users', parent: 'systemUser' },
  { code: 'systemUser.edit', name: 'edit system users', parent: 'systemUser' },
  { code: 'systemUser.status', name: 'enable and disable system users', parent: 'systemUser' },
  { code: 'systemUser.resetPassword', name: "reset system users' passwords", parent: 'systemUser' },
  { code: 'systemUser.sessions', name: "see and end system users' sessions", parent: 'systemUser' },
  { code: 'systemRole.edit', name: 'create and edit roles', parent: 'systemRole' },
  { code: 'systemRole.delete', name: 'delete roles', parent: 'systemRole' },
  { code: 'messageRecord.send', name: 'send announcements', parent: 'messageRecord' },
  { code: 'audit.view', name: 'view the audit trail', parent: 'system' },
  { code: 'pii.viewFull', name: 'view full phone and ID numbers', parent: 'system' },
  // Orders
  { code: 'orderList.review', name: 'approve and reject order reviews', parent: 'orderList' },
  { code: 'orderList.assign', name: 'assign and reassign nurses to orders', parent: 'orderList' },
  { code: 'orderList.cancel', name: 'cancel orders', parent: 'orderList' },
  { code: 'orderList.complaint', name: 'open and resolve complaints', parent: 'orderList' },
  { code: 'orderList.notes', name: 'add platform notes to orders', parent: 'orderList' },
  { code: 'orderList.export', name: 'export orders', parent: 'orderList' },
  { code: 'orderAlterPrice.request', name: 'request order price changes', parent: 'orderAlterPrice' },
  { code: 'orderAlterPrice.review', name: 'approve and reject price changes', parent: 'orderAlterPrice' },
  { code: 'medicalWaste.handle', name: 'record waste collection and disposal', parent: 'medicalWaste' },
  // People and reviews
  { code: 'memberManagement.status', name: 'enable and disable members', parent: 'memberManagement' },
  { code: 'serviceNurse.status', name: 'suspend and reactivate nurses', parent: 'serviceNurse' },
  { code: 'serviceNurse.move', name: 'move nurses to another studio', parent: 'serviceNurse' },
  { code: 'nurseExamine.review', name: 'approve and reject qualification applications', parent: 'nurseExamine' },
  { code: 'connection.edit', name: 'add and edit customers and follow-ups', parent: 'connection' },
  { code: 'assistiveCard.review', name: 'approve and reject disability-assistance cards', parent: 'assistiveCard' },
  // Product releases, agreements and questionnaires
  { code: 'productRelease.edit', name: 'release products at studios and change releases', parent: 'productRelease' },
  { code: 'informList.edit', name: 'write agreements and attach them to services', parent: 'informList' },
  { code: 'informList.publish', name: 'publish agreement versions', parent: 'informList' },
  { code: 'questionnaire.edit', name: 'write questionnaires and attach them to services', parent: 'questionnaire' },
  // Nursing centers and the security center
  { code: 'studioCenter.status', name: 'enable and disable nursing centers', parent: 'studioCenter' },
  { code: 'securityCenterList.handle', name: 'acknowledge, annotate and close SOS alarms', parent: 'securityCenterList' },
  { code: 'securityCenterList.drill', name: 'raise SOS drills', parent: 'securityCenterList' },
  { code: 'securityCenterList.credentials', name: "issue nurses' field credentials", parent: 'securityCenterList' },
  { code: 'voiceAnnouncements.send', name: 'send voice announcements', parent: 'voiceAnnouncements' },
  // Catalogue
  { code: 'brand.edit', name: 'add, edit, order, enable and disable service categories', parent: 'brand' },
  { code: 'brand.delete', name: 'delete service categories', parent: 'brand' },
  { code: 'service.edit', name: 'add and edit services and upload their images', parent: 'service' },
  { code: 'service.shelf', name: 'put services on and off the shelf', parent: 'service' },
  { code: 'service.import', name: 'import services from a file', parent: 'service' },
  { code: 'package.edit', name: 'add and edit packages', parent: 'package' },
  { code: 'package.shelf', name: 'put packages on and off the shelf', parent: 'package' },
  // Consumables and stock
  { code: 'material.edit', name: 'add and edit consumables', parent: 'material' },
  { code: 'consumptionIndex.edit', name: 'add and edit consumable packs', parent: 'consumptionIndex' },
  { code: 'consumablesList.receive', name: 'receive consumables into a studio', parent: 'consumablesList' },
  { code: 'consumablesList.transfer', name: 'transfer consumables between studios', parent: 'consumablesList' },
  { code: 'consumablesList.adjust', name: 'adjust stock after a count', parent: 'consumablesList' },
  { code: 'consumablesList.export', name: 'export stock movements', parent: 'consumablesList' },
  { code: 'stocktake.count', name: 'start, count and cancel stocktakes', parent: 'stocktake' },
  { code: 'stocktake.post', name: 'post stocktake differences as adjustments', parent: 'stocktake' },
  { code: 'stockTransfer.request', name: 'send stock to another studio on its approval, cancel the request', parent: 'stockTransfer' },
  { code: 'stockTransfer.approve', name: 'approve or reject transfers sent to own studios', parent: 'stockTransfer' },
  // Coupons
  { code: 'couponList.edit', name: 'create and edit coupons', parent: 'couponList' },
  // Carousels, promotions and feedback
  { code: 'slideshow.edit', name: 'add and edit carousel slides', parent: 'slideshow' },
  { code: 'popularizeList.edit', name: 'add and edit promotions', parent: 'popularizeList' },
  { code: 'feedback.handle', name: 'record, reply to and close feedback', parent: 'feedback' },
  // Withdrawals, withdrawal accounts, rewards and penalties
  { code: 'withdrawAccount.edit', name: 'add withdrawal accounts', parent: 'withdrawAccount' },
  { code: 'withdrawAccount.verify', name: 'verify withdrawal accounts', parent: 'withdrawAccount' },
  { code: 'withdrawAccount.viewFull', name: 'view full bank account numbers', parent: 'withdrawAccount' },
  { code: 'withdrawRecord.request', name: 'record withdrawal requests', parent: 'withdrawRecord' },
  { code: 'withdrawRecord.review', name: 'approve and reject withdrawals', parent: 'withdrawRecord' },
  { code: 'withdrawRecord.pay', name: 'send payouts and confirm their outcome', parent: 'withdrawRecord' },
  { code: 'withdrawRecord.settings', name: 'change withdrawal minimum, fee and hold days', parent: 'withdrawRecord' },
  { code: 'rewardsPayment.edit', name: 'record rewards and penalties', parent: 'rewardsPayment' },
  { code: 'rewardsPayment.approve', name: 'approve large penalties as second approver', parent: 'rewardsPayment' },
  // Invoice titles and invoicing
  { code: 'invoiceRise.edit', name: 'add and edit invoice titles', parent: 'invoiceRise' },
  { code: 'invoiceManage.apply', name: 'apply for invoices on paid orders', parent: 'invoiceManage' },
  { code: 'invoiceManage.issue', name: 'issue and reject invoice applications', parent: 'invoiceManage' },
  { code: 'invoiceManage.red', name: 'reverse issued invoices with red invoices', parent: 'invoiceManage' },
  { code: 'eCoinBuyRecord.record', name: "record members' e-coin purchases", parent: 'eCoinBuyRecord' },
  { code: 'collectionPayment.export', name: 'export the journal', parent: 'collectionPayment' },
  // The ledger's accounts
  { code: 'payAccount.freeze', name: 'freeze and release money in accounts', parent: 'payAccount' },
];

/**
 * The permission catalogue the server seeds: one node per grantable route (its name is the
 * code) in route-table order, then the action codes. Ids are stable: position + 1.
 */
export function buildPermissionCatalogue(): PermissionNode[] {
  const nodes: PermissionNode[] = [];
  const idOf = new Map<string, number>();
  const visit = (route: RouteDef, parentId: number, num: number) => {
    const id = nodes.length + 1;
    idOf.set(route.name, id);
    nodes.push({ id, parentId, code: route.name, name: route.title, icon: route.icon ?? '', num, ismenu: 1 });
    route.children?.forEach((child, i) => visit(child, id, i + 1));
  };
  areaRoutes.forEach((route, i) => visit(route, 0, i + 1));
  actionCodes.forEach((action, i) => {
    nodes.push({ id: nodes.length + 1, parentId: idOf.get(action.parent) ?? 0, code: action.code, name: action.name, icon: '', num: 100 + i, ismenu: 0 });
  });
  return nodes;
}

/** Sentinel permissions of the endpoint table. */
export const PUBLIC = 'public' as const;
export const SIGNED_IN = 'signedIn' as const;

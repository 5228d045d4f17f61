import * as z from 'zod';
import { t } from '../../i18n/translate';
import type { PermissionNode } from '../../permissions/permission-catalogue';
import { isImplemented } from '../../permissions/implemented-pages';
import { areaRoutes } from '../../permissions/route-table';
import { SIGNED_IN } from '../../permissions/permission-catalogue';
import type { CommandDef } from '../types';

const args = z.object({});

/**
 * Titles of the top-level menu entries the nodes grant, in menu order: an area appears when a
 * menu node carries its route name and it has a page; the node gives title and order (spec §6).
 */
export function permittedAreas(nodes: readonly PermissionNode[]): string[] {
  const menu = new Map(nodes.filter((n) => n.ismenu === 1).map((n) => [n.code, n]));
  return areaRoutes
    .filter(isImplemented)
    .flatMap((route, index) => {
      const node = menu.get(route.name);
      return node ? [{ title: node.name || route.title, num: node.num, index }] : [];
    })
    .sort((a, b) => a.num - b.num || a.index - b.index)
    .map((area) => area.title);
}

export const whoamiCommand: CommandDef<typeof args> = {
  id: 'session.whoami',
  get title() {
    return t('commands.whoami.title');
  },
  group: 'session',
  keywords: ['user', 'account', 'profile', 'roles'],
  cli: ['whoami'],
  args,
  permission: SIGNED_IN,
  async run(ctx) {
    const userId = ctx.session?.user.userId;
    const [info, permission] = await Promise.all([
      ctx.api.call('getSystemUserInfo', {}),
      ctx.api.call('getUserPermission', userId === undefined ? {} : { userId }),
    ]);
    const areas = permittedAreas(permission.permissionNode);
    const none = t('commands.whoami.none');
    return {
      kind: 'record',
      fields: [
        { label: t('commands.whoami.user'), value: info.username },
        { label: t('commands.whoami.name'), value: info.name },
        { label: t('commands.whoami.phone'), value: info.phone },
        { label: t('commands.whoami.roles'), value: info.roles.map((r) => r.name).join(', ') || none },
        { label: t('commands.whoami.areas'), value: areas.join(', ') || none },
      ],
      data: {
        id: info.id,
        username: info.username,
        name: info.name,
        phone: info.phone,
        roles: info.roles,
        stations: info.stations,
        isConsult: info.isConsult,
        areas,
        permissions: permission.permissionNode.map((n) => n.code),
      },
    };
  },
};

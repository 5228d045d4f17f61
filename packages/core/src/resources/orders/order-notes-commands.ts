import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { formatValue } from '../format-value';
import { t } from '../../i18n/translate';
import { routes } from '../../permissions/route-table';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import { resolveRecordId } from '../runtime/records';
import { idHelp } from '../verbs/view-command';
import { ordersResource } from './orders';

/** Platform notes of an order (staff-only remarks): `careops orders notes list|add <id|number>`. */

const listArgs = z.object({ id: z.string().trim().min(1) });
const addArgs = z.object({ id: z.string().trim().min(1), content: z.string().trim().min(1, t('orders.contract.noteRequired')) });

const dateColumn = { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' } as const;

export const orderNotesListCommand: AnyCommandDef = {
  id: 'orders.notes.list',
  get title() {
    return t('orders.cmd.notes.list');
  },
  group: 'orders',
  keywords: ['orders', 'notes', 'remarks'],
  cli: ['orders', 'notes', 'list'],
  args: listArgs,
  positionals: ['id'],
  get argHelp() {
    return { id: idHelp(ordersResource) };
  },
  permission: endpointRoutes.getPlatformNotes.permission,
  async run(ctx, given): Promise<CommandResult> {
    const { id } = given as z.infer<typeof listArgs>;
    const orderId = await resolveRecordId(ctx.api, ordersResource, id);
    const answer = await callEndpoint(ctx.api, 'getPlatformNotes', { orderId });
    const notes = isRecord(answer) && Array.isArray(answer.list) ? answer.list.filter(isRecord) : [];
    return {
      kind: 'table',
      columns: [
        { key: 'id', title: t('resources.field.id') },
        { key: 'createdAt', title: t('resources.field.createdAt') },
        { key: 'author', title: t('orders.res.notes.author') },
        { key: 'content', title: t('orders.res.notes.content') },
      ],
      rows: notes.map((note) => ({
        id: typeof note.id === 'number' ? note.id : null,
        createdAt: formatValue(dateColumn, note.createdAt),
        author: isRecord(note.author) && typeof note.author.name === 'string' ? note.author.name : '',
        content: typeof note.content === 'string' ? note.content : '',
        path: routes.orderDetail.path({ id: orderId }),
      })),
      total: notes.length,
      data: notes,
    };
  },
};

export const orderNotesAddCommand: AnyCommandDef = {
  id: 'orders.notes.add',
  get title() {
    return t('orders.cmd.notes.add');
  },
  group: 'orders',
  keywords: ['orders', 'notes', 'remark'],
  cli: ['orders', 'notes', 'add'],
  args: addArgs,
  positionals: ['id'],
  get argHelp() {
    return { id: idHelp(ordersResource), content: t('orders.res.notes.content') };
  },
  permission: endpointRoutes.addPlatformNotes.permission,
  faces: { palette: false },
  async run(ctx, given): Promise<CommandResult> {
    const { id, content } = given as z.infer<typeof addArgs>;
    const orderId = await resolveRecordId(ctx.api, ordersResource, id);
    await callEndpoint(ctx.api, 'addPlatformNotes', { orderId, content });
    return { kind: 'text', text: t('orders.cmd.notes.added', { order: id }) };
  },
};

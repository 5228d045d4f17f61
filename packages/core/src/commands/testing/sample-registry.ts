import * as z from 'zod';
import { registerBuiltinCommands } from '../builtin';
import { createCommandRegistry, type CommandRegistry } from '../command-registry';
import type { CommandDef } from '../types';

const listArgs = z.object({
  status: z.enum(['pending-payment', 'finished']).optional(),
  limit: z.number().int().positive().max(1000).optional(),
  studio: z.array(z.number()).optional(),
  dryRun: z.boolean().optional(),
  color: z.boolean().default(true),
  keyword: z.string().optional(),
});
const showArgs = z.object({ id: z.number().int().positive() });
const reviewArgs = z.object({ decision: z.enum(['approve', 'reject']), ids: z.array(z.number().int()).min(1), reason: z.string().optional() });

const ordersList: CommandDef<typeof listArgs> = {
  id: 'orders.list',
  title: 'list orders',
  group: 'orders',
  cli: ['orders', 'list'],
  args: listArgs,
  argHelp: { status: 'only orders in this status', limit: 'rows per page' },
  permission: 'orderList',
  shortcut: 'g o',
  run: async (_ctx, args) => ({ kind: 'text', text: JSON.stringify(args) }),
};
const ordersShow: CommandDef<typeof showArgs> = {
  id: 'orders.show',
  title: 'show an order',
  group: 'orders',
  cli: ['orders', 'show'],
  args: showArgs,
  positionals: ['id'],
  permission: 'orderList',
  run: async (_ctx, args) => ({ kind: 'text', text: String(args.id) }),
};
const ordersReview: CommandDef<typeof reviewArgs> = {
  id: 'orders.review',
  title: 'review orders',
  group: 'orders',
  cli: ['orders', 'review'],
  args: reviewArgs,
  positionals: ['decision', 'ids'],
  permission: 'orderAlterPrice',
  needsConfirm: true,
  run: async () => ({ kind: 'none' }),
};

/**
 * The built-ins plus a few order-like commands with every kind of argument. Not the default
 * registry: the real orders area registers its own `orders …` words there.
 */
export function sampleRegistry(): CommandRegistry {
  const registry = registerBuiltinCommands(createCommandRegistry());
  registry.register(ordersList);
  registry.register(ordersShow);
  registry.register(ordersReview);
  return registry;
}

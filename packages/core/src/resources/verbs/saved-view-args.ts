import type { CommandContext } from '../../commands/types';
import type { SavedView } from '../../contract/schemas/saved-views';
import type { ResourceDescriptor } from '../types';
import { callEndpoint } from '../runtime/call-endpoint';
import { listCommandArgs } from './list-command-args';

/** A list command's args with a saved view applied, and the view's columns (null: the default set). */
export interface ViewedArgs {
  args: Record<string, unknown>;
  columns: readonly string[] | null;
}

/**
 * `--view NAME`: the saved view's filters and sort (yours, else the team's of that name) under
 * the flags given on the line, which win; without `--view` the args as they are.
 */
export async function withSavedView(ctx: CommandContext, d: ResourceDescriptor, given: Record<string, unknown>): Promise<ViewedArgs> {
  const { view: name, ...args } = given;
  if (typeof name !== 'string' || name.trim() === '') return { args, columns: null };
  const view = (await callEndpoint(ctx.api, 'getSavedView', { resource: d.id, name })) as SavedView;
  const fromView = listCommandArgs(d, { filters: view.filters, sort: view.sort, page: 1, limit: d.list.defaultLimit });
  const typed = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
  return { args: { ...fromView, ...typed }, columns: view.columns };
}

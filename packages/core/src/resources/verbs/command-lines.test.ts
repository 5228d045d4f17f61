import { describe, expect, it } from 'vitest';
import { commandLineFor } from '../../commands/command-line-for';
import { parseCommandLine } from '../../commands/parse-command-line';
import { fakeContext } from '../../commands/testing/fake-command-context';
import { createDefaultRegistry } from '../../registry';
import { ordersResource } from '../orders';
import { nurseApplicationsResource } from '../people/nurse-applications';
import { actionCommandArgs } from './action-command-args';
import { listCommandArgs } from './list-command-args';

const registry = createDefaultRegistry();
const ctx = fakeContext({ permissions: ['orderList', 'nurseExamine', 'nurseExamine.review'] });
const command = (id: string) => {
  const found = registry.get(id);
  if (!found) throw new Error(id);
  return found;
};
/** The line parses back, in careops's own parser, to the args it was made from. */
const roundTrip = (line: string) => {
  const parsed = parseCommandLine(registry, line.replace(/^careops /, ''), ctx);
  if (!parsed.ok) throw new Error(parsed.error);
  return { id: parsed.command.id, args: parsed.args };
};

describe('copy as command', () => {
  it('writes a list’s filters, sort, page and size as the list command’s flags', () => {
    const args = listCommandArgs(ordersResource, {
      filters: { status: 'pending-payment', patientName: "Wang 'Lei'", createdFrom: '2026-11-01', studioId: '3' },
      sort: { key: 'amountCents', order: 'asc' },
      page: 2,
      limit: 50,
    });
    const line = commandLineFor(command('orders.list'), args);
    expect(line).toBe(`careops orders list --status pending-payment --patient "Wang 'Lei'" --studio 3 --created-from 2026-11-01 --sort amountCents --order asc --page 2 --limit 50`);
    expect(roundTrip(line)).toEqual({ id: 'orders.list', args: { status: 'pending-payment', patient: "Wang 'Lei'", studio: '3', createdFrom: '2026-11-01', sort: 'amountCents', order: 'asc', page: 2, limit: 50 } });
  });

  it('leaves the defaults out: an unfiltered list is just the command', () => {
    expect(commandLineFor(command('orders.list'), listCommandArgs(ordersResource, { filters: {}, sort: { key: 'createdAt', order: 'desc' }, page: 1, limit: ordersResource.list.defaultLimit }))).toBe('careops orders list');
  });

  it('writes an action on records with its dialog’s values, ids as positionals', () => {
    const reject = nurseApplicationsResource.actions!.find((a) => a.id === 'reject')!;
    const line = commandLineFor(command('nurseApplications.reject'), actionCommandArgs(reject, ['12', '15'], { reason: '  photo is blurred ' }));
    expect(line).toMatch(/^careops reviews nurses reject 12 15 --reason "photo is blurred"$/);
    expect(roundTrip(line)).toEqual({ id: 'nurseApplications.reject', args: { ids: ['12', '15'], reason: 'photo is blurred' } });
  });
});

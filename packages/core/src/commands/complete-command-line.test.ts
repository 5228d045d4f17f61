import { describe, expect, it } from 'vitest';
import { completeCommandLine } from './complete-command-line';
import { fakeContext } from './testing/fake-command-context';
import { sampleRegistry } from './testing/sample-registry';

const registry = sampleRegistry();
const ctx = fakeContext({ permissions: ['order', 'orderList', 'medicalWaste'] });
const complete = (line: string, context = ctx) => completeCommandLine(registry, line, context);

describe('completeCommandLine', () => {
  it('offers the first words of the commands this user can run', () => {
    expect(complete('')).toEqual({ candidates: ['help', 'logout', 'open', 'orders', 'password', 'whoami'], replaceFrom: 0 });
    expect(complete('o')).toEqual({ candidates: ['open', 'orders'], replaceFrom: 0 });
    expect(complete('  WHO')).toEqual({ candidates: ['whoami'], replaceFrom: 2 });
  });

  it('hides commands the user cannot run', () => {
    expect(complete('', fakeContext({ permissions: null })).candidates).toEqual(['help']);
    // orders review needs orderAlterPrice
    expect(complete('orders ').candidates).toEqual(['list', 'show']);
    expect(complete('orders ', fakeContext({ permissions: ['orderAlterPrice'] })).candidates).toEqual(['review']);
  });

  it('continues multi-word commands', () => {
    expect(complete('password ')).toEqual({ candidates: ['change'], replaceFrom: 9 });
    expect(complete('orders s')).toEqual({ candidates: ['show'], replaceFrom: 7 });
  });

  it('offers the flags of the matched command, leaving out those already given', () => {
    expect(complete('orders list --')).toEqual({ candidates: ['--dry-run', '--keyword', '--limit', '--no-color', '--status', '--studio'], replaceFrom: 12 });
    expect(complete('orders list --st').candidates).toEqual(['--status', '--studio']);
    expect(complete('orders list --status finished --studio 1 --s').candidates).toEqual(['--studio']);
    expect(complete('orders list --no').candidates).toEqual(['--no-color', '--no-dry-run']);
    expect(complete('password change --old-password x --').candidates).toEqual(['--confirm', '--password']);
  });

  it('offers the values of an enum flag', () => {
    expect(complete('orders list --status ')).toEqual({ candidates: ['finished', 'pending-payment'], replaceFrom: 21 });
    expect(complete('orders list --status p').candidates).toEqual(['pending-payment']);
    expect(complete('orders list --status=f')).toEqual({ candidates: ['--status=finished'], replaceFrom: 12 });
  });

  it('offers the pages open can go to, quoting titles with spaces', () => {
    const { candidates, replaceFrom } = complete('open ord');
    expect(replaceFrom).toBe(5);
    expect(candidates).toEqual(['order', '"order list"', '"order management"', 'orderList']);
    expect(complete('open "order l')).toEqual({ candidates: ['"order list"'], replaceFrom: 5 });
    expect(complete('open /order/').candidates).toEqual(['/order/medical-waste', '/order/order-list']);
    // medicalWaste is held; orderAlterPrice is not.
    expect(complete('open med').candidates).toEqual(['medicalWaste']);
    expect(complete('open orderAl').candidates).toEqual([]);
  });

  it('offers command words to help', () => {
    expect(complete('help pa')).toEqual({ candidates: ['password'], replaceFrom: 5 });
  });

  it('offers nothing after an unknown command', () => {
    expect(complete('frobnicate --').candidates).toEqual([]);
    expect(complete('whoami extra ').candidates).toEqual([]);
  });
});

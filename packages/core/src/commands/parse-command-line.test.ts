import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './parse-command-line';
import { fakeContext } from './testing/fake-command-context';
import { sampleRegistry } from './testing/sample-registry';
import { validateArgs } from './validate-args';

const registry = sampleRegistry();
const ctx = fakeContext({ permissions: ['order', 'orderList'] });
const parse = (line: string, context = ctx) => parseCommandLine(registry, line, context);
const ok = (line: string, context = ctx) => {
  const result = parse(line, context);
  if (!result.ok) throw new Error(`expected ${line} to parse: ${result.error}`);
  return { id: result.command.id, args: result.args };
};
const error = (line: string, context = ctx) => {
  const result = parse(line, context);
  if (result.ok) throw new Error(`expected ${line} to fail`);
  return result.error;
};

describe('parseCommandLine', () => {
  it('matches single and multi-word commands', () => {
    expect(ok('whoami')).toEqual({ id: 'session.whoami', args: {} });
    expect(ok('  password   change ')).toEqual({ id: 'session.changePassword', args: {} });
    expect(ok('WHOAMI').id).toBe('session.whoami');
  });

  it('reads --flag value and --flag=value', () => {
    expect(ok('orders list --status finished --limit=20 --keyword "Li Na"').args).toEqual({ status: 'finished', limit: 20, keyword: 'Li Na', color: true });
  });

  it('accepts camelCase flags too', () => {
    expect(ok('password change --oldPassword a --old-password b').args).toEqual({ oldPassword: 'b' });
  });

  it('reads boolean flags and their negation', () => {
    expect(ok('orders list --dry-run --no-color').args).toMatchObject({ dryRun: true, color: false });
    expect(ok('orders list --dry-run=false').args).toMatchObject({ dryRun: false, color: true });
  });

  it('coerces numbers through the schema', () => {
    expect(ok('orders show 42').args).toEqual({ id: 42 });
    expect(ok('orders show --id 7').args).toEqual({ id: 7 });
  });

  it('collects arrays by repetition and by a variadic positional', () => {
    expect(ok('orders list --studio 1 --studio 2').args).toMatchObject({ studio: [1, 2] });
    const review = ok('orders review approve 1 2 3 --reason "checked by phone"', fakeContext({ permissions: ['orderAlterPrice'] }));
    expect(review.args).toEqual({ decision: 'approve', ids: [1, 2, 3], reason: 'checked by phone' });
  });

  it('takes a positional with spaces when quoted, and words after --', () => {
    expect(ok(`open 'order list'`).args).toEqual({ page: 'order list' });
    expect(ok('open -- --weird').args).toEqual({ page: '--weird' });
    expect(ok('help password change').args).toEqual({ command: ['password', 'change'] });
  });

  it('turns --help into help for the command', () => {
    expect(ok('orders list --help')).toEqual({ id: 'help', args: { command: ['orders', 'list'] } });
    expect(ok('whoami -h')).toEqual({ id: 'help', args: { command: ['whoami'] } });
  });

  describe('errors', () => {
    it('an empty line', () => {
      expect(error('   ')).toBe("type a command; 'help' lists them");
    });

    it('an unknown command, with a suggestion when one is near', () => {
      expect(error('whomai')).toBe("unknown command 'whomai'; did you mean 'whoami'?");
      expect(error('password chnage')).toBe("unknown command 'password chnage'; did you mean 'password change'?");
      expect(error('password')).toBe("unknown command 'password'; did you mean 'password change'?");
      expect(error('orders lst')).toBe("unknown command 'orders lst'; did you mean 'orders list'?");
      expect(error('frobnicate now')).toBe("unknown command 'frobnicate'");
    });

    it('a command the user may not run', () => {
      expect(error('orders review approve 1')).toBe('your permission is insufficient to access this function');
      expect(error('whoami', fakeContext({ permissions: null }))).toBe("please log in first to run 'whoami'");
    });

    it('never suggests a command the user cannot see', () => {
      expect(error('orders revew')).toBe("unknown command 'orders revew'; did you mean 'orders show'?");
    });

    it('an unknown flag', () => {
      expect(error('whoami --verbose')).toBe("unknown flag --verbose for 'whoami'");
      expect(error('orders list --no-keyword')).toBe("unknown flag --no-keyword for 'orders list'");
    });

    it('a missing value', () => {
      expect(error('orders list --status')).toBe('missing value for --status');
      expect(error('orders list --status --limit 5')).toBe('missing value for --status');
    });

    it('a boolean given a value it cannot read', () => {
      expect(error('orders list --dry-run=maybe')).toBe('--dry-run takes no value other than true or false');
      expect(error('orders list --no-color=yes')).toBe('--color takes no value other than true or false');
    });

    it('a missing required argument', () => {
      expect(error('open')).toBe("missing <page> for 'open'");
      expect(error('orders show')).toBe("missing <id> for 'orders show'");
    });

    it('a value the schema refuses, naming the flag', () => {
      expect(error('orders list --limit abc')).toMatch(/^--limit: .*expected number/);
      expect(error('orders list --limit 0')).toMatch(/^--limit: /);
      expect(error('orders list --status lost')).toMatch(/^--status: .*"pending-payment"\|"finished"/);
      expect(error('orders show x1')).toMatch(/^<id>: /);
      expect(error(`open ''`)).toBe('<page>: is required');
    });

    it('too many arguments', () => {
      expect(error('whoami now')).toBe("too many arguments for 'whoami': now");
      expect(error('open home extra words')).toBe("too many arguments for 'open': extra words");
    });

    it('a broken line', () => {
      expect(error('open "order')).toBe('unclosed double quote');
    });
  });
});

describe('validateArgs', () => {
  const list = registry.findByCli(['orders', 'list']);
  if (!list) throw new Error('sample registry lost orders list');

  it('converts text from a command line or a form', () => {
    expect(validateArgs(list, { limit: '5', dryRun: 'true', studio: '3' })).toEqual({ ok: true, args: { limit: 5, dryRun: true, studio: [3], color: true } });
  });

  it('names the flag in its errors', () => {
    expect(validateArgs(list, { limit: '-1' })).toMatchObject({ ok: false, key: 'limit' });
    expect(validateArgs(list, { nope: 1 })).toEqual({ ok: false, error: "unknown flag --nope for 'orders list'", key: 'nope' });
  });
});

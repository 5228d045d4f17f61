// careops help and shell completion as the real process answers them, signed out: help lists
// every command and explains the CLI's own, words that name nothing are a usage error on stderr,
// and the bash script, sourced by a real bash, completes through `careops __complete`.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isFaceEnabled } from '@careops/core/commands';
import { createDefaultRegistry } from '@careops/core/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBuilt } from './support/build-cli';
import { careops, careopsBin, cleanEnv, tempConfigDir } from './support/run-careops';

const config = tempConfigDir();
const env = { CAREOPS_CONFIG_DIR: config.dir };
const bin = mkdtempSync(join(tmpdir(), 'careops-bin-'));
beforeAll(async () => {
  await ensureCliBuilt();
  // `careops` on PATH, as an installed one would be, for the shell scripts to call back.
  writeFileSync(join(bin, 'careops'), `#!/bin/sh\nexec "${process.execPath}" "${careopsBin}" "$@"\n`);
  chmodSync(join(bin, 'careops'), 0o755);
});
afterAll(() => {
  config.dispose();
  rmSync(bin, { recursive: true, force: true });
});

describe('careops help, signed out', () => {
  it('lists every command of the cli face and the CLI own commands, and says to sign in', async () => {
    const run = await careops(['help'], { env });
    expect(run.code, run.stderr).toBe(0);
    const commands = createDefaultRegistry().list().filter((c) => isFaceEnabled(c, 'cli'));
    expect(commands.length).toBeGreaterThan(40);
    for (const command of commands) expect(run.stdout).toContain(`careops ${command.cli.join(' ')}`);
    for (const own of ['careops login', 'careops profile use', 'careops completion']) expect(run.stdout).toContain(own);
    expect(run.stdout).toContain('careops login first');
  });

  it('explains one command, the CLI own ones too', async () => {
    const login = await careops(['help', 'login'], { env });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain('Usage: careops login');
    expect(login.stdout).toContain('--password-stdin');
    const profile = await careops(['help', 'profile', 'use'], { env });
    expect(profile.stdout).toContain('Usage: careops profile use');
    const orders = await careops(['help', 'orders', 'list'], { env });
    expect(orders.code).toBe(0);
    expect(orders.stdout).toContain('usage: careops orders list');
    expect(orders.stdout).toContain('--status');
    const group = await careops(['help', 'reviews'], { env });
    expect(group.stdout).toContain('careops reviews nurses approve');
  });

  it('exits 2 with the error on stderr for words that name nothing, with the nearest command', async () => {
    const bogus = await careops(['help', 'bogus'], { env });
    expect(bogus).toMatchObject({ code: 2, stdout: '' });
    expect(bogus.stderr).toContain("careops: unknown command 'bogus'");
    const near = await careops(['help', 'ordrs'], { env });
    expect(near.code).toBe(2);
    expect(near.stderr).toContain("did you mean 'orders");
    const json = await careops(['help', 'bogus', '--json'], { env });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { code: 'usage' } });
  });

  it('a command that needs a session says so when run (exit 3)', async () => {
    const run = await careops(['orders', 'list'], { env });
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toContain('not signed in, run careops login');
  });
});

describe('careops completion', () => {
  const complete = async (...words: string[]) => {
    const run = await careops(['__complete', '--', ...words], { env });
    expect(run.code, run.stderr).toBe(0);
    return run.stdout.split('\n').filter(Boolean);
  };

  it('__complete answers the words the terminal panel would offer, and the CLI own', async () => {
    expect(await complete('ord')).toEqual(['orders']);
    expect(await complete('orders', 'list', '--st')).toEqual(['--status', '--studio']);
    expect(await complete('orders', 'list', '--status', 'pending-p')).toEqual(['pending-payment']);
    expect(await complete('reviews', 'nurses', 'a')).toEqual(['approve']);
    expect(await complete('prof')).toEqual(['profile']);
    expect(await complete('pro')).toEqual(['promotions', 'profile']);
    expect(await complete('profile', '')).toEqual(['list', 'remove', 'use']);
    expect(await complete('completion', '')).toEqual(['bash', 'fish', 'zsh']);
    expect(await complete('--profile', 'x', 'who')).toEqual(['whoami']);
    expect(await complete('whoami', '--js')).toEqual(['--json']);
    expect(await complete('')).toEqual(expect.arrayContaining(['orders', 'reviews', 'login', 'help', 'completion']));
  });

  it('prints a script for bash, zsh and fish, and refuses another shell (exit 2)', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const run = await careops(['completion', shell], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('careops __complete --');
      if (shell === 'zsh') expect(run.stdout.split('\n')[0]).toBe('#compdef careops');
    }
    expect((await careops(['completion', 'tcsh'], { env })).code).toBe(2);
  });

  it('bash sources the script and completes through careops __complete', () => {
    const script = [
      'set -e',
      'source <(careops completion bash)',
      'complete -p careops',
      'COMP_WORDS=(careops orders list --status pending-p); COMP_CWORD=4; _careops_complete',
      'printf "[%s]\\n" "${COMPREPLY[@]}"',
      'COMP_WORDS=(careops reviews ""); COMP_CWORD=2; _careops_complete',
      'printf "[%s]\\n" "${COMPREPLY[@]}"',
    ].join('\n');
    const run = spawnSync('bash', ['-c', script], { env: cleanEnv({ ...env, PATH: `${bin}:${process.env.PATH ?? ''}` }), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('complete -o default -F _careops_complete careops');
    expect(lines.slice(1)).toEqual(['[pending-payment]', '[cards]', '[nurses]']);
  });
});

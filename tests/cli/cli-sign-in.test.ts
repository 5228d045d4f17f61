// careops sign-in paths against a real server: an SMS code, a hidden password prompt on a
// terminal, a disabled account, a password change that ends the session, wrong passwords
// and the picture captcha they lead to. Failed sign-ins come last: after three from one
// address the server demands the captcha for every sign-in from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { PtyCareops } from './support/pty';
import { careops, finished, spawnCareops, tempConfigDir } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const env = () => ({ CAREOPS_CONFIG_DIR: config.dir });
const profiles = () =>
  (JSON.parse(readFileSync(join(config.dir, 'config.json'), 'utf8')) as { profiles: Record<string, { token?: string; username?: string }> }).profiles;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last SMS code the server sent to `phone`, waiting for it to be sent. */
async function smsCode(phone: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await apiCall<{ code: string }>(server.url, '/api/test/lastSms', { phone });
    if (answer.resultcode === 1) return answer.result.code;
    await sleep(100);
  }
  throw new Error(`no SMS was sent to ${phone}`);
}

function passwordLogin(username: string, password: string, extra: string[] = []) {
  return careops(['login', '--server', server.url, '--username', username, '--password-stdin', ...extra], { env: env(), input: `${password}\n` });
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops login --sms', () => {
  it('asks the server for a code, reads it from stdin and signs in', async () => {
    const child = spawnCareops(['login', '--server', server.url, '--sms', '13800000001', '--profile', 'sms'], { env: env() });
    const run = finished(child);
    const code = await smsCode('13800000001');
    child.stdin.end(`${code}\n`);
    const result = await run;
    expect(result.stderr).toBe('a verification code was sent to 13800000001\n');
    expect(result).toMatchObject({ code: 0, stdout: `signed in to ${server.url} as cs (profile "sms")\n` });
    const me = await careops(['whoami', '--json', '--profile', 'sms'], { env: env() });
    expect(JSON.parse(me.stdout).username).toBe('cs');
  });

  it('refuses a code that is not 6 digits before calling the server (exit 2)', async () => {
    const run = await careops(['login', '--server', server.url, '--sms', '13800000002', '--profile', 'sms2'], { env: env(), input: '12ab\n' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('careops: please enter the 6-digit code');
  });

  it('refuses an invalid phone number, naming the problem (exit 2)', async () => {
    const run = await careops(['login', '--server', server.url, '--sms', '12345'], { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('please enter a valid mobile number');
  });
});

describe('careops login on a terminal', () => {
  it('asks for the username and a password it does not echo', async () => {
    const password = server.adminPassword;
    const tty = new PtyCareops(['login', '--server', server.url, '--profile', 'typed'], env());
    await tty.waitFor(/Username: /);
    tty.typeLine('studio');
    await tty.waitFor(/Password: /);
    tty.typeLine(password);
    expect(await tty.finish()).toBe(0);
    expect(tty.plainOutput).toContain(`signed in to ${server.url} as studio (profile "typed")`);
    expect(tty.output).not.toContain(password);
    expect(profiles().typed?.username).toBe('studio');
  });
});

describe('careops password change', () => {
  const newPassword = 'Fresh-pass-5678';

  it('refuses to run without confirmation when nothing can ask (exit 2)', async () => {
    expect((await passwordLogin('finance', server.adminPassword, ['--profile', 'fin'])).code).toBe(0);
    const run = await careops(['password', 'change', '--old-password', server.adminPassword, '--password', newPassword, '--confirm', newPassword, '--profile', 'fin'], { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('needs confirmation: run it on a terminal, or add --yes');
    expect(profiles().fin?.token).toBeDefined();
  });

  it('checks the form before calling the server', async () => {
    const run = await careops(['password', 'change', '--old-password', server.adminPassword, '--password', newPassword, '--confirm', 'other-pass', '--yes', '--profile', 'fin'], { env: env() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('the two entries do not match');
  });

  it('with flags and --yes changes the password and signs the profile out', async () => {
    const run = await careops(['password', 'change', '--old-password', server.adminPassword, '--password', newPassword, '--confirm', newPassword, '--yes', '--profile', 'fin'], { env: env() });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(profiles().fin).toEqual({ server: server.url, username: 'finance' });
    expect((await careops(['whoami', '--profile', 'fin'], { env: env() })).code).toBe(3);
    expect((await passwordLogin('finance', newPassword, ['--profile', 'fin'])).code).toBe(0);
  });
});

describe('accounts that cannot sign in', () => {
  it('a disabled account exits 3 with the server\'s message', async () => {
    const run = await passwordLogin('disabled', server.adminPassword, ['--profile', 'off']);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe('careops: your account has been disabled, contact administrator for details\n');
    expect(profiles().off).toBeUndefined();
  });

  it('a wrong password exits 1 with the server\'s message and stores nothing', async () => {
    const run = await passwordLogin('ops', 'not-the-password', ['--profile', 'wrong']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('careops: wrong username or password\n');
    const json = await passwordLogin('ops', 'still-not-it', ['--profile', 'wrong', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stderr)).toEqual({ error: { code: 'wrongCredentials', message: 'wrong username or password', resultcode: 109 } });
    expect(profiles().wrong).toBeUndefined();
  });

  it('once the server wants a picture captcha, explains what to do when there is no terminal', async () => {
    expect((await passwordLogin('ops', 'third-wrong-one')).code).toBe(1);
    const run = await passwordLogin('ops', server.adminPassword, ['--profile', 'captcha']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('the server wants a picture verification code');
    expect(run.stderr).toContain('sign in once on the web console, or wait and try again later');
  });

  it('on a terminal, saves the picture for the user and signs in with its characters', async () => {
    const tty = new PtyCareops(['login', '--server', server.url, '--username', 'ops', '--profile', 'captcha'], env());
    await tty.waitFor(/Password: /);
    tty.typeLine(server.adminPassword);
    const [, file] = await tty.waitFor(/picture is saved at (\S+\.svg)/);
    expect(readFileSync(file ?? '', 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const captchaId = /captcha-([\w-]+)\.svg$/.exec(file ?? '')?.[1];
    const answer = await apiCall<{ answer: string }>(server.url, '/api/test/lastCaptcha', { captchaId });
    await tty.waitFor(/Characters in the picture: /);
    tty.typeLine(answer.result.answer);
    expect(await tty.finish()).toBe(0);
    expect(tty.plainOutput).toContain('as ops (profile "captcha")');
    expect(() => readFileSync(file ?? '')).toThrow();
  });
});

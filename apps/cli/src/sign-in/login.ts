import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '@careops/core/client';
import { CareOpsError, passwordLoginRequest, smsLoginRequest, smsVerifyCodeRequest, type LoginResult } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { z } from 'zod';
import { normaliseServer } from '../config/config-store';
import { CliError } from '../errors/cli-error';
import { canPrompt, type Io } from '../io/io';
import { promptLine } from '../io/prompt';
import { readStdinLine } from '../io/stdin-line';
import { printNotice, printResult, type OutputFlags } from '../output/printer';
import { DEFAULT_SERVER, type CliSession } from '../session/cli-session';

export interface LoginOptions {
  server?: string;
  username?: string;
  passwordStdin?: boolean;
  sms?: string;
}

/** Wrong picture codes tolerated before giving up with the server's message. */
const CAPTCHA_TRIES = 3;

/** Checks input with a contract schema; its first problem becomes a usage error. */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CliError('usage', parsed.error.issues[0]?.message ?? t('validate.required'));
}

async function chooseServer(io: Io, session: CliSession, flag: string | undefined): Promise<string> {
  if (flag) return normaliseServer(flag);
  const known = session.serverOverride ?? session.profile?.server;
  if (known) return known;
  if (!canPrompt(io)) return DEFAULT_SERVER;
  const answer = await promptLine(io, t('cli.login.promptServer', { server: DEFAULT_SERVER }));
  return normaliseServer(answer.trim() || DEFAULT_SERVER);
}

async function readSecret(io: Io, label: string, fromStdin: boolean, missing: string): Promise<string> {
  if (io.stdin.isTTY && (fromStdin || canPrompt(io))) return promptLine(io, label, { secret: true });
  if (fromStdin) return readStdinLine(io.stdin);
  throw new CliError('usage', missing);
}

/** Decodes the captcha's data: URL and saves the picture where the user can open it. */
function saveCaptcha(captchaId: string, image: string): { file: string; dispose(): void } {
  const comma = image.indexOf(',');
  const meta = image.slice(0, comma);
  const payload = image.slice(comma + 1);
  const bytes = meta.endsWith(';base64') ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'careops-captcha-'));
  const file = join(dir, `captcha-${captchaId.replace(/[^\w-]/g, '')}.svg`);
  writeFileSync(file, bytes, { mode: 0o600 });
  return { file, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

async function askCaptcha(io: Io, api: ApiClient, username: string) {
  const picture = await api.call('getPicVerifyCode', { username });
  const saved = saveCaptcha(picture.captchaId, picture.image);
  try {
    printNotice(io, t('cli.login.captchaSaved', { file: saved.file }), {});
    const code = await promptLine(io, t('cli.login.promptCaptcha'));
    return { captchaId: picture.captchaId, captchaCode: code.trim() };
  } finally {
    saved.dispose();
  }
}

async function passwordSignIn(io: Io, api: ApiClient, session: CliSession, options: LoginOptions): Promise<LoginResult> {
  let username = options.username;
  if (username === undefined) {
    if (!canPrompt(io)) throw new CliError('usage', t('cli.login.needUsername'));
    const previous = session.profile?.username;
    const label = previous ? t('cli.login.promptUsernameDefault', { username: previous }) : t('cli.login.promptUsername');
    username = (await promptLine(io, label)).trim() || previous || '';
  }
  const password = await readSecret(io, t('cli.login.promptPassword'), options.passwordStdin === true, t('cli.login.needPassword'));
  const body = checked(passwordLoginRequest, { username, password });
  let captcha: { captchaId: string; captchaCode: string } | undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.call('passwordLogin', { ...body, ...captcha });
    } catch (error) {
      if (!(error instanceof CareOpsError) || error.code !== 'captchaRequired') throw error;
      if (!canPrompt(io)) throw new CliError('captchaRequired', t('cli.login.captchaNoTerminal'), { cause: error });
      if (attempt >= CAPTCHA_TRIES) throw error;
      captcha = await askCaptcha(io, api, body.username);
    }
  }
}

async function smsSignIn(io: Io, api: ApiClient, phoneInput: string, flags: OutputFlags): Promise<LoginResult> {
  const { phone } = checked(smsVerifyCodeRequest, { phone: phoneInput });
  await api.call('getSmsVerifyCode', { phone });
  printNotice(io, t('cli.login.smsSent', { phone }), flags);
  const code = canPrompt(io) ? await promptLine(io, t('cli.login.promptSmsCode')) : await readStdinLine(io.stdin);
  return api.call('smsLogin', checked(smsLoginRequest, { phone, code }));
}

/** `careops login`: signs in with a password or an SMS code and stores the session in the profile. */
export async function login(io: Io, session: CliSession, options: LoginOptions, flags: OutputFlags): Promise<void> {
  if (options.sms !== undefined && (options.username !== undefined || options.passwordStdin)) {
    throw new CliError('usage', t('cli.login.smsAndPassword'));
  }
  const server = await chooseServer(io, session, options.server);
  // Sign-in calls carry no credentials, whatever the profile holds.
  const anonymous = session.anonymousApi(server);
  const result =
    options.sms !== undefined
      ? await smsSignIn(io, anonymous, options.sms, flags)
      : await passwordSignIn(io, anonymous, session, options);
  // The server's business time zone, kept for reading and showing dates in later runs.
  const health = await anonymous.call('healthz', {}).catch(() => undefined);
  // The profile's previous session, if any, is revoked: one profile, one live token.
  if (session.signedIn) await session.api.call('logout', {}).catch(() => undefined);
  session.saveProfile({
    server,
    token: result.token,
    userId: result.user.userId,
    username: result.user.username,
    user: result.user,
    permissions: result.menu.map((node) => node.code),
    signedInAt: new Date().toISOString(),
    ...(health?.timeZone ? { timeZone: health.timeZone } : {}),
  });
  const summary = { profile: session.profileName, server, userId: result.user.userId, username: result.user.username };
  await printResult(
    io,
    flags.json ? { kind: 'record', fields: [], data: summary } : { kind: 'text', text: t('cli.login.signedIn', { ...summary }) },
    flags,
  );
}

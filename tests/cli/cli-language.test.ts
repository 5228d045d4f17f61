// careops in Chinese: `--lang zh-CN`, or LC_ALL / LC_MESSAGES / LANG as a shell sets them
// (`zh_CN.UTF-8`); help, errors and usage texts come from the zh-CN catalogue; LC_ALL wins over
// LANG; a language careops does not speak is a usage error naming the ones it does.
import { zhCNText } from './support/zh-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir } from './support/run-careops';

const config = tempConfigDir();
// No language from the calling shell: each run says its own.
const env = (extra: Record<string, string> = {}) => ({ CAREOPS_CONFIG_DIR: config.dir, LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '', ...extra });

beforeAll(async () => {
  await ensureCliBuilt();
});
afterAll(() => config.dispose());

describe('careops in Chinese', () => {
  it('answers help in Chinese with --lang zh-CN', async () => {
    const run = await careops(['--lang', 'zh-CN', 'help'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(zhCNText('cli.help.own'));
    expect(run.stdout).toContain(zhCNText('cli.help.signedOut'));
    expect(run.stdout).toContain('careops orders list');
    expect(run.stdout).toContain('订单列表');
    expect(run.stdout).not.toContain('signing in and profiles:');
  });

  it('takes the language from LANG=zh_CN.UTF-8, and LC_ALL over LANG', async () => {
    const chinese = await careops(['help'], { env: env({ LANG: 'zh_CN.UTF-8' }) });
    expect(chinese.code, chinese.stderr).toBe(0);
    expect(chinese.stdout).toContain(zhCNText('cli.help.own'));
    const english = await careops(['help'], { env: env({ LANG: 'zh_CN.UTF-8', LC_ALL: 'en_US.UTF-8' }) });
    expect(english.stdout).toContain('signing in and profiles:');
    const fromLcAll = await careops(['--help'], { env: env({ LC_ALL: 'zh_CN.UTF-8' }) });
    expect(fromLcAll.stdout).toContain('退出码');
    expect(fromLcAll.stdout).toContain('--lang <locale>');
  });

  it("says what is wrong in Chinese: signed out, a bad argument, a typo (the argument parser's errors too)", async () => {
    const signedOut = await careops(['--lang', 'zh-CN', 'orders', 'list'], { env: env() });
    expect(signedOut.code).toBe(3);
    expect(signedOut.stderr).toContain(zhCNText('cli.notSignedIn'));
    const badShell = await careops(['completion', 'tcsh'], { env: env({ LANG: 'zh_CN.UTF-8' }) });
    expect(badShell.code).toBe(2);
    expect(badShell.stderr).toContain("参数 'shell' 的取值 'tcsh' 无效。可选值为 bash, zsh, fish。");
    const typo = await careops(['orders', 'lisst'], { env: env({ LANG: 'zh_CN.UTF-8' }) });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("未知命令 'lisst'");
    expect(typo.stderr).toContain('（您是想输入 list 吗？）');
    expect(typo.stderr).toContain('（参见 careops orders --help）');
  });

  it('refuses a language it does not speak, naming those it does', async () => {
    const run = await careops(['--lang', 'fr', 'help'], { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unsupported language "fr": use en, zh-CN');
    expect(run.stdout).toBe('');
  });
});

import { ApiTransportError } from '@careops/core/client';
import { CareOpsError } from '@careops/core/contract';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error';
import { ExitCode, errorPayload, exitCodeOf } from './exit-codes';

describe('exit codes', () => {
  it('maps signed-out and disabled accounts to 3, missing permission to 4', () => {
    expect(exitCodeOf(new CareOpsError('sessionExpired', 'expired'))).toBe(ExitCode.signedOut);
    expect(exitCodeOf(new CareOpsError('accountDisabled', 'disabled'))).toBe(ExitCode.signedOut);
    expect(exitCodeOf(new CliError('notSignedIn', 'not signed in'))).toBe(ExitCode.signedOut);
    expect(exitCodeOf(new CareOpsError('permissionDenied', 'no'))).toBe(ExitCode.permission);
  });

  it('maps command-line mistakes to 2 and help/version to 0', () => {
    expect(exitCodeOf(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"))).toBe(ExitCode.usage);
    expect(exitCodeOf(new CommanderError(1, 'commander.unknownCommand', 'error: unknown command'))).toBe(ExitCode.usage);
    expect(exitCodeOf(new CommanderError(1, 'commander.help', '(outputHelp)'))).toBe(ExitCode.usage);
    expect(exitCodeOf(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toBe(ExitCode.ok);
    expect(exitCodeOf(new CommanderError(0, 'commander.version', '0.1.0'))).toBe(ExitCode.ok);
    expect(exitCodeOf(new CliError('usage', 'bad'))).toBe(ExitCode.usage);
  });

  it('maps partial bulk failures to 5 and everything else to 1', () => {
    expect(exitCodeOf(new CliError('partial', '2 of 10 failed'))).toBe(ExitCode.partial);
    expect(exitCodeOf(new CareOpsError('wrongCredentials', 'wrong username or password'))).toBe(ExitCode.error);
    expect(exitCodeOf(new CareOpsError('invalidInput', 'phone: bad'))).toBe(ExitCode.error);
    expect(exitCodeOf(new ApiTransportError('network', 'network request error'))).toBe(ExitCode.error);
    expect(exitCodeOf(new CliError('captchaRequired', 'web sign-in needed'))).toBe(ExitCode.error);
    expect(exitCodeOf(new Error('boom'))).toBe(ExitCode.error);
  });
});

describe('error payload', () => {
  it('names the code and keeps the message', () => {
    expect(errorPayload(new CareOpsError('invalidInput', 'phone: bad', { field: 'phone' }))).toEqual({
      code: 'invalidInput',
      message: 'phone: bad',
      resultcode: 101,
      field: 'phone',
    });
    expect(errorPayload(new ApiTransportError('http', 'too many', { status: 429 }))).toEqual({ code: 'http', message: 'too many', status: 429 });
    expect(errorPayload(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"))).toEqual({
      code: 'usage',
      message: "unknown option '--x'",
    });
    expect(errorPayload(new CliError('notSignedIn', 'not signed in, run careops login'))).toEqual({
      code: 'notSignedIn',
      message: 'not signed in, run careops login',
    });
  });
});

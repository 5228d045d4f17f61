import { describe, expect, it } from 'vitest';
import { CareOpsError } from '../../contract/careops-error';
import { fakeContext } from '../testing/fake-command-context';
import { changePasswordCommand } from './change-password';

const run = changePasswordCommand.run.bind(changePasswordCommand);

async function failure(promise: Promise<unknown>): Promise<CareOpsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CareOpsError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('session.changePassword', () => {
  it('asks to confirm, sends the encoded passwords and signs out', async () => {
    const asked: string[] = [];
    const ctx = fakeContext({ answers: { changePassword: null }, confirm: async (m) => (asked.push(m), true) });
    const result = await run(ctx, { oldPassword: ' old pass ', password: 'new😀pass-tidal-48', confirm: 'newpass-tidal-48' });
    expect(result).toEqual({ kind: 'text', text: 'password changed; please log in again' });
    expect(asked).toEqual(['you sure to change password, you will be logged out after success']);
    expect(ctx.api.calls).toEqual([{ name: 'changePassword', body: { oldPassword: 'old%20pass', password: 'newpass-tidal-48' } }]);
    expect(ctx.signOuts).toBe(1);
  });

  it('prompts for what was left out, hiding the typing', async () => {
    const prompts: Array<[string, boolean | undefined]> = [];
    const answers: Record<string, string> = { 'old password': 'old1', 'new password': 'Tidal-lamp-48', 'new password again': 'Tidal-lamp-48' };
    const ctx = fakeContext({
      answers: { changePassword: null },
      confirm: async () => true,
      prompt: async (label, options) => (prompts.push([label, options?.secret]), answers[label] ?? ''),
    });
    await run(ctx, { oldPassword: 'old1' });
    expect(prompts).toEqual([
      ['new password', true],
      ['new password again', true],
    ]);
    expect(ctx.api.calls[0]?.body).toEqual({ oldPassword: 'old1', password: 'Tidal-lamp-48' });
  });

  it('cancelling changes nothing', async () => {
    const ctx = fakeContext({ answers: { changePassword: null }, confirm: async () => false });
    expect(await run(ctx, { oldPassword: 'old1', password: 'Tidal-lamp-48', confirm: 'Tidal-lamp-48' })).toEqual({ kind: 'text', text: 'cancelled' });
    expect(ctx.api.calls).toEqual([]);
    expect(ctx.signOuts).toBe(0);
  });

  it.each([
    [{ oldPassword: '', password: 'Tidal-lamp-48', confirm: 'Tidal-lamp-48' }, 'please enter old password', 'oldPassword'],
    [{ oldPassword: 'x', password: '  ', confirm: 'Tidal-lamp-48' }, 'please enter new password', 'password'],
    [{ oldPassword: 'x', password: 'Tidal-lamp-48', confirm: '' }, 'please enter new password again', 'confirm'],
    [{ oldPassword: 'x', password: 'Tidal-lamp4', confirm: 'Tidal-lamp4' }, 'new password: at least 12 characters', 'password'],
    [{ oldPassword: 'x', password: 'Ab1-'.repeat(32) + 'x', confirm: 'Ab1-'.repeat(32) + 'x' }, 'new password: at most 128 characters', 'password'],
    [{ oldPassword: 'x', password: 'password1234', confirm: 'password1234' }, 'new password: this password is too common or too easy to guess, choose another', 'password'],
    [{ oldPassword: 'x'.repeat(129), password: 'Tidal-lamp-48', confirm: 'Tidal-lamp-48' }, 'old password: at most 128 characters', 'oldPassword'],
    [{ oldPassword: 'x', password: 'Tidal-lamp-48', confirm: 'Tidal-lamp-49' }, 'the two entries do not match', 'confirm'],
  ])('refuses %j: "%s"', async (args, message, field) => {
    const ctx = fakeContext({ answers: { changePassword: null }, confirm: async () => true });
    const error = await failure(run(ctx, args));
    expect(error.message).toBe(message);
    expect(error.code).toBe('invalidInput');
    expect(error.field).toBe(field);
    expect(ctx.api.calls).toEqual([]);
  });

  it('without a prompt, names the missing flag', async () => {
    const ctx = fakeContext({ confirm: async () => true });
    const error = await failure(run(ctx, { oldPassword: 'x' }));
    expect(error.message).toBe('missing --password; this face cannot ask for it');
  });

  it('without a way to confirm, refuses', async () => {
    const ctx = fakeContext({ answers: { changePassword: null } });
    const error = await failure(run(ctx, { oldPassword: 'x', password: 'Tidal-lamp-48', confirm: 'Tidal-lamp-48' }));
    expect(error.message).toBe("'password change' needs a confirmation this face cannot ask for");
    expect(ctx.api.calls).toEqual([]);
  });

  it('a wrong old password from the server changes nothing here', async () => {
    const ctx = fakeContext({
      answers: { changePassword: () => Promise.reject(new CareOpsError('invalidInput', 'the old password is wrong', { field: 'oldPassword' })) },
      confirm: async () => true,
    });
    await expect(run(ctx, { oldPassword: 'xxxx', password: 'Tidal-lamp-48', confirm: 'Tidal-lamp-48' })).rejects.toThrow('the old password is wrong');
    expect(ctx.signOuts).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiTransportError } from '../../client/api-transport-error';
import { CareOpsError } from '../../contract/careops-error';
import { fakeContext } from '../testing/fake-command-context';
import { logoutCommand } from './logout';

describe('session.logout', () => {
  it('tells the server, then signs out', async () => {
    const ctx = fakeContext({ answers: { logout: null } });
    expect(await logoutCommand.run(ctx, {})).toEqual({ kind: 'text', text: 'signed out' });
    expect(ctx.api.calls).toEqual([{ name: 'logout', body: {} }]);
    expect(ctx.signOuts).toBe(1);
  });

  it('a session the server already ended still signs out cleanly', async () => {
    const ctx = fakeContext({ answers: { logout: () => Promise.reject(new CareOpsError('sessionExpired', 'your login has expired, please log in again')) } });
    expect(await logoutCommand.run(ctx, {})).toEqual({ kind: 'text', text: 'signed out' });
    expect(ctx.signOuts).toBe(1);
  });

  it('an unreachable server still signs out here, and says so', async () => {
    const ctx = fakeContext({ answers: { logout: () => Promise.reject(new ApiTransportError('network', 'network request error')) } });
    expect(await logoutCommand.run(ctx, {})).toEqual({ kind: 'text', text: 'signed out here; the server did not confirm: network request error' });
    expect(ctx.signOuts).toBe(1);
  });
});

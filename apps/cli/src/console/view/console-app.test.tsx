import { render } from 'ink-testing-library';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleModel, type ConsoleModel } from '../console-model';
import { ConsoleApp } from './console-app';
import { ConsoleEnvProvider } from './console-context';
import { frameWhere, memoryApi, testConsoleEnv } from './test-console-env';
import { KeyRouter } from './use-keys';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, orderNo: `2026112600000${String(i + 1).padStart(3, '0')}`, status: -2, studio: { id: 1, name: 'Kangning' }, amountCents: 9900, version: 1 }));

let model: ConsoleModel;
beforeAll(async () => {
  model = await loadConsoleModel();
  await model.loadCommands();
});

/** Reports when the console has gone (it quit). */
function Watched({ onGone }: { onGone(): void }) {
  useEffect(() => onGone, [onGone]);
  return <ConsoleApp />;
}

describe('the console', () => {
  it('quits on a q typed the moment the screen shows a prompt closed', async () => {
    let gone = false;
    const view = render(
      <ConsoleEnvProvider value={testConsoleEnv(model, ['orderList'], memoryApi(rows).api)}>
        <KeyRouter>
          <Watched onGone={() => (gone = true)} />
        </KeyRouter>
      </ConsoleEnvProvider>,
    );
    await frameWhere(view, (frame) => frame.includes('(queues every 15 s)'));
    view.stdin.write(':');
    await frameWhere(view, (frame) => frame.includes('Search pages and commands'));
    view.stdin.write('orders');
    await frameWhere(view, (frame) => /^> orders\s+page/m.test(frame));
    view.stdin.write('\r');
    await frameWhere(view, (frame) => frame.includes('2026112600000001'));
    view.stdin.write('/');
    await frameWhere(view, (frame) => /filters:/.test(frame));
    view.stdin.write('--status pending-organisation-review');
    await frameWhere(view, (frame) => frame.includes('pending-organisation-review'));
    // Enter closes the prompt; q comes the moment the screen shows it closed (as a person or a
    // pty reacting to the screen would), before React's effects of that commit have run.
    view.stdin.write('\r');
    await frameWhere(view, (frame) => !/filters:/.test(frame));
    view.stdin.write('q');
    const deadline = Date.now() + 10_000;
    while (!gone && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gone).toBe(true);
    view.unmount();
  });
});

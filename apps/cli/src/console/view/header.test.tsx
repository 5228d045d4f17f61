import type { ApiClient } from '@careops/core/client';
import { endpointRoutes } from '@careops/core/contract';
import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleModel, type ConsoleModel } from '../console-model';
import type { LiveHandlers } from '../live-feed';
import { ConsoleEnvProvider } from './console-context';
import { useLiveHeader } from './header';
import { frameWhere, testConsoleEnv } from './test-console-env';

let model: ConsoleModel;
beforeAll(async () => {
  model = await loadConsoleModel();
  await model.loadCommands();
});

/** What the header knows, as text. */
function Probe() {
  const { alarms, pushed } = useLiveHeader();
  return <Text>{`alarms:[${alarms.map((a) => a.id).join(',')}] pushed:${String(pushed)}`}</Text>;
}

describe('the header’s live state', () => {
  it('reads the open alarms again as its stream connects: one raised in between still takes the header', async () => {
    const open: Array<{ id: number; status: string }> = [];
    const asked: string[] = [];
    const api = {
      call: async (name: string) => {
        asked.push(name);
        const list = name === 'getAlarmList' ? [...open] : [];
        return { list, total: list.length, page: 1, limit: 20, nextCursor: null };
      },
    } as unknown as ApiClient;
    let handlers: LiveHandlers | undefined;
    const env = {
      ...testConsoleEnv(model, [endpointRoutes.getAlarmList.permission], api),
      initialCounts: [],
      live: (given: LiveHandlers) => {
        handlers = given;
        return () => undefined;
      },
    };
    const view = render(
      <ConsoleEnvProvider value={env}>
        <Probe />
      </ConsoleEnvProvider>,
    );
    await frameWhere(view, (frame) => frame.includes('alarms:[] pushed:false') && asked.includes('getAlarmList'));
    await new Promise((resolve) => setImmediate(resolve));
    // Raised after the console read its alarms, before its stream was open: no event will tell.
    open.push({ id: 7, status: 'active' });
    handlers?.onStatus(true);
    await frameWhere(view, (frame) => frame.includes('alarms:[7] pushed:true'));
    expect(asked.filter((name) => name === 'getAlarmList')).toHaveLength(2);
    view.unmount();
  });
});

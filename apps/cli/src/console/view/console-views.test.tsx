import type { ApiClient } from '@careops/core/client';
import { ordersResource } from '@careops/core/resources';
import { render } from 'ink-testing-library';
import stringWidth from 'string-width';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleModel, paletteItems, visibleLists, type ConsoleModel } from '../console-model';
import { ConsoleEnvProvider, type ConsoleEnv } from './console-context';
import { DataTable } from './data-table';
import { ListView } from './list-view';
import { PaletteView } from './palette-view';
import { ShortcutSheet } from './shortcut-sheet';
import { TextPrompt } from './text-prompt';
import { memoryApi, testConsoleEnv } from './test-console-env';

// Ink draws at most 30 frames a second: wait for the next frame.
const tick = () => new Promise((resolve) => setTimeout(resolve, 120));

let model: ConsoleModel;
beforeAll(async () => {
  model = await loadConsoleModel();
  await model.loadCommands();
});

const envFor = (permissions: string[], api?: ApiClient): ConsoleEnv => testConsoleEnv(model, permissions, api);

const orderRows = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  orderNo: `20261126${String(i + 1).padStart(8, '0')}`,
  status: -2,
  member: { id: 1, phone: '137****0001', nickname: '小明' },
  patient: { id: 1, name: i % 2 ? '王小明' : 'Li 👍🏽' },
  itemName: 'Injection at home',
  studio: { id: 1, name: 'Kangning Home Nursing Station (Chaoyang)' },
  nurse: null,
  appointmentAt: 1795768078634,
  amountCents: 9900,
  paidCents: 0,
  refundedCents: 0,
  booking: 1,
  createdAt: 1795674478634,
  version: 1,
  allowedEvents: [],
}));

describe('the table', () => {
  it('shows the columns that fit, the cursor and the selection marks, CJK aligned', () => {
    const columns = [
      { key: 'id', title: 'id' },
      { key: 'name', title: 'name' },
      { key: 'studio', title: 'studio' },
    ];
    const rows = [
      { id: '1', name: '王小明', studio: 'Kangning Home Nursing Station (Chaoyang)' },
      { id: '2', name: 'Li', studio: 'Renai' },
    ];
    const view = render(
      <ConsoleEnvProvider value={envFor([])}>
        <DataTable columns={columns} rows={rows} cursor={1} offset={0} height={5} width={24} isSelected={(i) => i === 0} />
      </ConsoleEnvProvider>,
    );
    expect(view.lastFrame()?.split('\n')).toEqual(['  id  name    studio', ' *1   王小明  Kangnin…', '> 2   Li      Renai']);
    view.unmount();
  });
});

describe('a list', () => {
  it('loads through the list command, moves with j/k and PgDn, selects with x, opens with Enter and drops columns when narrow', async () => {
    const { api, calls } = memoryApi(orderRows);
    let opened: Record<string, unknown> | undefined;
    const view = render(
      <ConsoleEnvProvider value={envFor(['orderList'], api)}>
        <ListView resource={ordersResource} height={12} width={100} isActive onCapture={() => undefined} onOpen={(row) => (opened = row)} onReview={() => undefined} />
      </ConsoleEnvProvider>,
    );
    await tick();
    expect(calls[0]).toMatchObject({ name: 'getOrderList', body: { page: 1, limit: 200 } });
    expect(view.lastFrame()).toContain('> 2026112600000001');
    expect(view.lastFrame()).toContain('200 of 1000');
    // Keys typed faster than a frame arrive together ('jj'): each one counts.
    for (const key of ['j', 'jj']) {
      view.stdin.write(key);
      await tick();
    }
    view.stdin.write('x');
    await tick();
    expect(view.lastFrame()).toContain('1 selected');
    view.stdin.write('\u001b[6~');
    await tick();
    view.stdin.write('k');
    await tick();
    view.stdin.write('\r');
    await tick();
    // 3 down, x (selects and moves down), a page of 9 rows down, 1 up: the 13th row.
    expect(opened).toMatchObject({ id: 13 });
    view.unmount();
  });

  it('on a narrow terminal keeps the first columns and drops the rest', async () => {
    const { api } = memoryApi(orderRows.slice(0, 3));
    const view = render(
      <ConsoleEnvProvider value={envFor(['orderList'], api)}>
        <ListView resource={ordersResource} height={8} width={40} isActive onCapture={() => undefined} onOpen={() => undefined} onReview={() => undefined} />
      </ConsoleEnvProvider>,
    );
    await tick();
    const header = view.lastFrame()?.split('\n')[0] ?? '';
    expect(header).toMatch(/order number\s+status/);
    expect(header).not.toContain('studio');
    for (const line of view.lastFrame()?.split('\n') ?? []) expect(stringWidth(line)).toBeLessThanOrEqual(40);
    view.unmount();
  });
});

describe('the palette', () => {
  it('ranks lists and commands with core palette search, only those the user may see', async () => {
    const env = envFor(['orderList', 'orderList.review']);
    const items = paletteItems(model, env.ctx, visibleLists(model, env.ctx));
    let chosen = '';
    const view = render(
      <ConsoleEnvProvider value={env}>
        <PaletteView items={items} recent={[]} height={10} width={100} isActive onChoose={(item) => (chosen = item.id)} onCancel={() => undefined} />
      </ConsoleEnvProvider>,
    );
    view.stdin.write('ord');
    await tick();
    const frame = view.lastFrame() ?? '';
    expect(frame.split('\n')[1]).toMatch(/^> orders\s+page\s+careops orders list/);
    expect(frame).not.toContain('system users');
    expect(items.some((i) => i.id.includes('users'))).toBe(false);
    view.stdin.write('\r');
    await tick();
    expect(chosen).toBe('page:list:orders');
    view.unmount();
  });
});

describe('the shortcut sheet', () => {
  it("lists the console's keys and the open list's action shortcuts from its descriptor", () => {
    const view = render(
      <ConsoleEnvProvider value={envFor(['orderList'])}>
        <ShortcutSheet resource={ordersResource} reviewing={false} height={40} isActive onClose={() => undefined} />
      </ConsoleEnvProvider>,
    );
    const frame = view.lastFrame() ?? '';
    expect(frame).toMatch(/: · Ctrl\+K\s+command palette/);
    expect(frame).toContain('actions of this list');
    for (const action of ordersResource.actions ?? []) if (action.shortcut) expect(frame).toMatch(new RegExp(`\\s${action.shortcut}\\s+\\S`));
    view.unmount();
  });
});

describe('a prompt', () => {
  it('types, brings back recent values with the up arrow and submits with Enter', async () => {
    let submitted = '';
    const view = render(
      <ConsoleEnvProvider value={envFor([])}>
        <TextPrompt label="reason" history={['licence blurred', 'photo missing']} isActive onSubmit={(v) => (submitted = v)} onCancel={() => undefined} />
      </ConsoleEnvProvider>,
    );
    view.stdin.write('\u001b[A');
    await tick();
    view.stdin.write('\u001b[A');
    await tick();
    expect(view.lastFrame()).toContain('reason: photo missing');
    view.stdin.write('\u007f\u007f');
    await tick();
    view.stdin.write('\r');
    await tick();
    expect(submitted).toBe('photo missi');
    view.unmount();
  });
});

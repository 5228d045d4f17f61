import type { CommandResult } from '@careops/core/commands';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOutputMode } from './output-mode';
import { renderResult, resultJson } from './render-result';
import { loadTextWidth } from './text-width';

beforeAll(loadTextWidth);

const table: CommandResult = {
  kind: 'table',
  columns: [
    { key: 'id', title: 'ID' },
    { key: 'name', title: 'Name' },
    { key: 'note', title: 'Note' },
  ],
  rows: [
    { id: 1, name: 'Wang, Li', note: null },
    { id: 2, name: 'Zhao\tMin', note: 'says "ok"\nthen left' },
  ],
  total: 5,
};

describe('output mode', () => {
  it('is a table on a terminal, TSV in a pipe, and what the flags ask for otherwise', () => {
    expect(chooseOutputMode({}, true)).toBe('table');
    expect(chooseOutputMode({}, false)).toBe('tsv');
    expect(chooseOutputMode({ csv: true }, true)).toBe('csv');
    expect(chooseOutputMode({ json: true }, false)).toBe('json');
  });
});

describe('rendering a table result', () => {
  it('prints titles, aligned rows and how many of the total are shown on a terminal', () => {
    expect(renderResult(table, 'table')).toBe(
      ['ID  Name      Note', '1   Wang, Li', '2   Zhao Min  says "ok" then left', '2 of 5 shown'].join('\n') + '\n',
    );
  });

  it('prints keys and escaped fields as TSV', () => {
    expect(renderResult(table, 'tsv')).toBe('id\tname\tnote\n1\tWang, Li\t\n2\tZhao\\tMin\tsays "ok"\\nthen left\n');
  });

  it('prints keys and quoted fields as CSV', () => {
    expect(renderResult(table, 'csv')).toBe('id,name,note\n1,"Wang, Li",\n2,Zhao\tMin,"says ""ok""\nthen left"\n');
  });

  it('prints the rows as JSON, nulls kept, strings escaped', () => {
    const text = renderResult(table, 'json');
    expect(JSON.parse(text)).toEqual(table.kind === 'table' ? table.rows : []);
    expect(text).toContain('"says \\"ok\\"\\nthen left"');
  });

  it('says so when there are no rows on a terminal, and prints just the header in a pipe', () => {
    const empty: CommandResult = { kind: 'table', columns: [{ key: 'id', title: 'ID' }], rows: [] };
    expect(renderResult(empty, 'table')).toBe('no data\n');
    expect(renderResult(empty, 'tsv')).toBe('id\n');
    expect(renderResult(empty, 'json')).toBe('[]\n');
  });
});

describe('rendering other results', () => {
  const record: CommandResult = {
    kind: 'record',
    fields: [
      { label: 'user', value: 'admin' },
      { label: 'roles', value: 'super admin\nfinance' },
    ],
  };

  it('aligns record labels and indents continuation lines', () => {
    expect(renderResult(record, 'table')).toBe('user   admin\nroles  super admin\n       finance\n');
    expect(renderResult(record, 'tsv')).toBe('user\tadmin\nroles\tsuper admin\\nfinance\n');
    expect(renderResult(record, 'csv')).toBe('field,value\nuser,admin\nroles,"super admin\nfinance"\n');
  });

  it('prints record data as JSON when the command gives it, else the fields', () => {
    expect(resultJson(record)).toEqual({ user: 'admin', roles: 'super admin\nfinance' });
    expect(resultJson({ ...record, data: { id: 1 } } as CommandResult)).toEqual({ id: 1 });
  });

  it('prints text, page links and nothing', () => {
    expect(renderResult({ kind: 'text', text: 'done' }, 'table')).toBe('done\n');
    expect(renderResult({ kind: 'text', text: 'done' }, 'json')).toBe('{\n  "text": "done"\n}\n');
    const nav: CommandResult = { kind: 'navigate', path: '/order/order-list', title: 'order list' };
    expect(renderResult(nav, 'table', { serverUrl: 'http://127.0.0.1:3000' })).toBe('order list: http://127.0.0.1:3000/order/order-list\n');
    expect(renderResult(nav, 'tsv', { serverUrl: 'http://h' })).toBe('http://h/order/order-list\n');
    expect(resultJson(nav, { serverUrl: 'http://h' })).toEqual({ path: '/order/order-list', title: 'order list', url: 'http://h/order/order-list' });
    expect(renderResult({ kind: 'none' }, 'table')).toBe('');
    expect(renderResult({ kind: 'none' }, 'json')).toBe('{\n  "ok": true\n}\n');
  });
});

describe('rendering per-item results of a bulk command', () => {
  const items: CommandResult = {
    kind: 'items',
    items: [
      { id: '3', ok: true, message: 'cs disabled' },
      { id: '99', ok: false, message: 'system user not found' },
    ],
  };

  it('prints one line per item: a table on a terminal, id/result/message as TSV and CSV', () => {
    expect(renderResult(items, 'table')).toBe('id  result  message\n3   ok      cs disabled\n99  failed  system user not found\n');
    expect(renderResult(items, 'tsv')).toBe('id\tresult\tmessage\n3\tok\tcs disabled\n99\tfailed\tsystem user not found\n');
    expect(renderResult(items, 'csv')).toBe('id,result,message\n3,ok,cs disabled\n99,failed,system user not found\n');
  });

  it('prints the items as JSON', () => {
    expect(JSON.parse(renderResult(items, 'json'))).toEqual(items.kind === 'items' ? items.items : []);
  });
});

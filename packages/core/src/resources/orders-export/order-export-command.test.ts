import { describe, expect, it } from 'vitest';
import { validateArgs } from '../../commands/validate-args';
import type { OutputDownload } from '../../commands/types';
import { describeArgs } from '../../commands/arg-specs';
import { ordersResource } from '../orders/orders';
import { scriptedApi, scriptedContext } from '../testing/scripted-context';
import { orderExportCommand } from './order-export-command';
import { formatFileSize } from '../export/file-size';

const command = orderExportCommand(ordersResource);

describe('orders export', () => {
  it('is `careops orders export` with the list filters, --sort/--order, --format and -o/--output (required), on the CLI and the terminal panel', () => {
    expect(command.cli).toEqual(['orders', 'export']);
    expect(command.permission).toBe('orderList.export');
    expect(command.faces).toEqual({ palette: false });
    const specs = new Map(describeArgs(command).map((s) => [s.key, s]));
    expect(specs.get('output')).toMatchObject({ flag: 'output', short: 'o', required: true });
    expect(specs.get('format')).toMatchObject({ required: true, choices: ['csv', 'xlsx', 'ndjson'] });
    for (const key of ['status', 'orderNo', 'memberPhone', 'patient', 'studio', 'booking', 'appointmentFrom', 'createdTo', 'sort', 'order']) expect(specs.has(key), key).toBe(true);
    expect(validateArgs(command, { output: 'x.csv' })).toMatchObject({ ok: false });
  });

  it('asks the face to save the export with the list filters as the server takes them, reports progress, answers what it wrote', async () => {
    const ctx = scriptedContext(scriptedApi(() => ({})));
    const downloads: Array<{ file: string; download: OutputDownload }> = [];
    ctx.writeOutput = async (file, download) => {
      downloads.push({ file, download });
      download.onProgress?.({ bytes: 300, lines: 3, expectedRows: 5 });
      download.onProgress?.({ bytes: 600, lines: 6, expectedRows: 5 });
      return { file, bytes: 600, lines: 6, expectedRows: 5 };
    };
    const checked = validateArgs(command, { format: 'csv', output: 'out.csv', status: 'finished', booking: 'has', sort: 'amountCents', order: 'desc', createdFrom: '1700000000000' });
    if (!checked.ok) throw new Error(checked.error);
    const result = await command.run(ctx, checked.args);
    expect(downloads).toEqual([
      { file: 'out.csv', download: expect.objectContaining({ path: '/api/admin/exportOrders', query: { status: 5, booking: 1, createdFrom: 1_700_000_000_000, sort: '-amountCents', format: 'csv' } }) },
    ]);
    expect(ctx.progressed).toEqual([[2, 5], [5, 5], [5, 5]]);
    expect(result).toMatchObject({ kind: 'record', data: { file: 'out.csv', format: 'csv', rows: 5, bytes: 600 } });
  });

  it('refuses where files cannot be written', async () => {
    const ctx = scriptedContext(scriptedApi(() => ({})));
    delete ctx.writeOutput;
    const checked = validateArgs(command, { format: 'ndjson', output: 'x' });
    if (!checked.ok) throw new Error(checked.error);
    await expect(command.run(ctx, checked.args)).rejects.toThrow(/cannot write files/);
  });

  it('writes sizes people read', () => {
    expect([formatFileSize(812), formatFileSize(12_700), formatFileSize(185_271_488)]).toEqual(['812 B', '12.4 KB', '176.7 MB']);
  });
});

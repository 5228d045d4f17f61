import type { ApiClient } from '@careops/core/client';
import type { OutputDownload, OutputWritten } from '@careops/core/commands';
import { EXPORT_ROWS_HEADER } from '@careops/core/contract';

/** A large export takes a while to stream: far longer than an ordinary call may. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;
const LINE_FEED = 10;

export interface PanelFiles {
  /** Hands a finished file to the browser's downloads under `name`. */
  save(name: string, blob: Blob): void;
  /** Shows a file written to `-` (stdout) in the panel. */
  print(text: string): void;
}

/** The file name of what `-o` names (the browser chooses the folder). */
export const downloadName = (file: string): string => file.split(/[\\/]/).filter(Boolean).at(-1) ?? file;

/**
 * `ctx.writeOutput` of the terminal panel: the file streams through the API client (with the
 * session's headers), bytes and line ends counted for the progress bar as in `careops`, then
 * goes to the browser's downloads under the name `-o` gave; `-o -` shows it in the panel, as
 * `careops` writes it to stdout. A refusal throws before anything is saved.
 */
export function panelWriteOutput(api: ApiClient, files: PanelFiles) {
  return async (file: string, download: OutputDownload): Promise<OutputWritten> => {
    const answer = await api.stream(download.path, download.query, { timeoutMs: EXPORT_TIMEOUT_MS, silent: true });
    const announced = answer.header(EXPORT_ROWS_HEADER);
    const expectedRows = announced !== null && /^\d+$/.test(announced) ? Number(announced) : null;
    const reader = (answer.body as unknown as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.length;
      for (let at = value.indexOf(LINE_FEED); at !== -1; at = value.indexOf(LINE_FEED, at + 1)) lines += 1;
      download.onProgress?.({ bytes, lines, expectedRows });
    }
    const blob = new Blob(chunks as BlobPart[]);
    if (file === '-') files.print(await blob.text());
    else files.save(downloadName(file), blob);
    return { file: file === '-' ? file : downloadName(file), bytes, lines, expectedRows };
  };
}


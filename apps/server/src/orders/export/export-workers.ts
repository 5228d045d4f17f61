import { MessageChannel, Worker } from 'node:worker_threads';
import type { ExportOrdersRequest } from '@careops/core';
import type { ByteSink } from '../../http/streamed-answer';
import { ChunkPool, ChunkWriter } from './chunk-writer';
import { exportFormats, type ExportJob } from './export-produce';
import type { FromWorker, ToWorker, WorkerJob } from './export-worker-protocol';
import type { BatchPlan } from './order-batches';

/** V8 heap limits of an export worker: a small young generation keeps its garbage (and the process's memory) small. */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 512 };

/** The bundled server runs dist/export-worker.js; the sources (tests, tsx) the .ts beside this file. */
const workerUrl = import.meta.url.endsWith('.js') ? new URL('./export-worker.js', import.meta.url) : new URL('./export-worker.ts', import.meta.url);

/** Which formats may be cut into segments written by several workers (each row stands alone in them). */
const SEGMENTABLE: ReadonlySet<ExportOrdersRequest['format']> = new Set(['csv', 'ndjson']);

export interface ExportWorkers {
  /** The rows the export holds, counted on the workers' snapshot. */
  matching: number;
  /** Sends the workers' chunks in the list's order; `onRows` counts the rows as their bytes are handed to the socket. */
  pump(sink: ByteSink, onRows: (rows: number) => void): Promise<void>;
  /** Stops the workers (the client left, or something failed). */
  stop(): Promise<void>;
}

interface Inbox {
  next(): Promise<FromWorker>;
}

/** A worker's messages, in order, one at a time; its error or early exit rejects. */
function inboxOf(worker: Worker): Inbox {
  const queue: FromWorker[] = [];
  let waiting: { resolve: (m: FromWorker) => void; reject: (e: unknown) => void } | null = null;
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = null;
  };
  worker.on('message', (message: FromWorker) => {
    if (waiting) {
      waiting.resolve(message);
      waiting = null;
    } else queue.push(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`an export worker exited (${code}) before it was done`)));
  return {
    next() {
      const message = queue.shift();
      if (message) return Promise.resolve(message);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
  };
}

export interface ExportWorkerSettings {
  dataDir: string;
  /** Workers of a segmentable format (an XLSX has one). */
  workers: number;
  /** Rows per segment. */
  segmentRows: number;
}

/**
 * Starts the export on worker threads (SQLite): readers on one snapshot, each taking every
 * n-th segment of the list (a single reader takes it all, file frame included, e.g. the zip of
 * an XLSX). The first worker makes the snapshot one (export-worker.ts): it holds a write lock
 * while the others and then it take theirs, and counts the rows on it. This thread takes no
 * part in that: a write of its own waiting on the lock must not hold the lock up.
 * `expected` is the row count planned with (the lookups decide from it what to read whole).
 */
export async function startExportWorkers(settings: ExportWorkerSettings, format: ExportOrdersRequest['format'], plan: BatchPlan, expected: number): Promise<ExportWorkers> {
  const { dataDir, segmentRows } = settings;
  const workers = SEGMENTABLE.has(format) ? settings.workers : 1;
  const started: Worker[] = [];
  const inboxes: Inbox[] = [];
  const stop = async () => {
    await Promise.all(started.map((w) => w.terminate()));
  };
  let matching = 0;
  try {
    // The first worker talks to each other one over a channel of their own.
    const channels = Array.from({ length: workers - 1 }, () => new MessageChannel());
    for (let mine = 0; mine < workers; mine++) {
      const job: ExportJob = {
        format,
        plan: workers > 1 ? { ...plan, segments: { size: segmentRows, count: workers, mine } } : plan,
        expected,
        framed: workers === 1,
      };
      const peers = mine === 0 ? channels.map((c) => c.port1) : [(channels[mine - 1] as MessageChannel).port2];
      const workerData: WorkerJob = { dataDir, job, peers };
      const worker = new Worker(workerUrl, { workerData, transferList: peers, resourceLimits: WORKER_LIMITS });
      started.push(worker);
      inboxes.push(inboxOf(worker));
    }
    for (const inbox of inboxes) {
      const first = await inbox.next();
      if (first.type !== 'ready') throw new Error(`an export worker said ${first.type} before ready`);
      if (first.matching !== null) matching = first.matching;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    matching,
    stop,
    async pump(sink, onRows) {
      // Several workers write rows only; the file's start and end are written here.
      const frame = workers > 1 ? exportFormats[format]() : null;
      const pool = new ChunkPool();
      const out = new ChunkWriter(pool);
      const sendFrame = async () => {
        for (const chunk of out.take(true)) await sink.write(chunk, () => pool.release(chunk));
      };
      if (frame) {
        await frame.start(out);
        await sendFrame();
      }
      for (let segment = 0; ; segment++) {
        const from = segment % workers;
        const worker = started[from] as Worker;
        const inbox = inboxes[from] as Inbox;
        const message = await inbox.next();
        if (message.type === 'done') {
          // The worker whose turn it is has no more segments: the list has ended.
          for (const [i, other] of inboxes.entries()) if (i !== from) await drainToDone(other);
          break;
        }
        for (let next: FromWorker = message; next.type !== 'segment-end'; next = await inbox.next()) {
          if (next.type === 'chunk') {
            const { buffer } = next;
            await sink.write(Buffer.from(buffer, 0, next.length), () => worker.postMessage({ type: 'free', buffer } satisfies ToWorker, [buffer]));
          } else if (next.type === 'rows') onRows(next.rows);
          else throw new Error(`an export worker said ${next.type} inside a segment`);
        }
      }
      if (frame) {
        await frame.end(out);
        await sendFrame();
      }
    },
  };
}

/** Waits for a worker's 'done' (after the list ended it has nothing else to send). */
async function drainToDone(inbox: Inbox): Promise<void> {
  const message = await inbox.next();
  if (message.type !== 'done') throw new Error(`an export worker sent ${message.type} past the end of the list`);
}

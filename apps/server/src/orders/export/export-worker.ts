// The entry of an export worker thread (bundled as apps/server/dist/export-worker.js): one
// reader of an export run off the main thread (export-workers.ts). It takes its snapshot (the
// first worker makes all of them one), says 'ready', then writes its segments as chunks it
// hands over (transferred, not copied) and gets back once they are sent.
import { once } from 'node:events';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { sqliteFileOf } from '../../db/connect';
import { ChunkPool, ChunkWriter } from './chunk-writer';
import { produceExport } from './export-produce';
import { openExportReader, type ExportReader } from './export-reader';
import { EXPORT_CREDIT, type FromWorker, type PeerMessage, type ToWorker, type WorkerJob } from './export-worker-protocol';
import { countOrders } from './order-batches';

const port = parentPort;
if (!port) throw new Error('export-worker runs as a worker thread');
const { dataDir, job, peers } = workerData as WorkerJob;
const leads = job.plan.segments === undefined || job.plan.segments.mine === 0;

const pool = new ChunkPool();
let outstanding = 0;
let creditFreed: (() => void) | null = null;
port.on('message', (message: ToWorker) => {
  if (message.type !== 'free') return;
  pool.release(Buffer.from(message.buffer));
  outstanding -= 1;
  const resume = creditFreed;
  creditFreed = null;
  resume?.();
});
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** SQLite takes a read transaction's snapshot at its first read. */
const takeSnapshot = (reader: ExportReader) => reader.rows('select 1 from orders limit 1', []);

const next = async (peer: MessagePort): Promise<PeerMessage> => ((await once(peer, 'message')) as [PeerMessage])[0];

/**
 * The first worker: with a write lock held no write can commit, so every snapshot taken under
 * it, the others' and its own, is the same one; the lock is let go at once after.
 */
async function leadSnapshot(reader: ExportReader): Promise<number> {
  if (peers.length === 0) {
    await takeSnapshot(reader);
  } else {
    const { default: SqliteDatabase } = await import('better-sqlite3');
    const lock = new SqliteDatabase(sqliteFileOf(dataDir));
    try {
      lock.pragma('busy_timeout = 5000');
      lock.exec('begin immediate');
      for (const peer of peers) {
        peer.postMessage({ type: 'take-snapshot' } satisfies PeerMessage);
        if ((await next(peer)).type !== 'snapshot-taken') throw new Error('an export worker did not take its snapshot');
      }
      await takeSnapshot(reader);
    } finally {
      if (lock.inTransaction) lock.exec('rollback');
      lock.close();
    }
  }
  for (const peer of peers) peer.close();
  return (await countOrders(reader, job.plan.request, job.plan.stations, 'sqlite')).matching;
}

async function followSnapshot(reader: ExportReader): Promise<void> {
  const leader = peers[0] as MessagePort;
  if ((await next(leader)).type !== 'take-snapshot') throw new Error('the first export worker asked for something else');
  await takeSnapshot(reader);
  leader.postMessage({ type: 'snapshot-taken' } satisfies PeerMessage);
  leader.close();
}

const reader = await openExportReader({ dataDir, databaseUrl: undefined }, 'sqlite');
try {
  const matching = leads ? await leadSnapshot(reader) : (await followSnapshot(reader), null);
  post({ type: 'ready', matching });
  await produceExport(reader, job, new ChunkWriter(pool), {
    async chunks(segment, chunks) {
      for (const chunk of chunks) {
        while (outstanding >= EXPORT_CREDIT) await new Promise<void>((resolve) => (creditFreed = resolve));
        outstanding += 1;
        const buffer = chunk.buffer as ArrayBuffer;
        post({ type: 'chunk', segment, buffer, length: chunk.length }, [buffer]);
      }
    },
    async rows(segment, rows) {
      post({ type: 'rows', segment, rows });
    },
    async segmentEnd(segment) {
      post({ type: 'segment-end', segment });
    },
  });
  post({ type: 'done' });
} finally {
  await reader.close();
}
port.close();

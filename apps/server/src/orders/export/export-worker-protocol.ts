import type { MessagePort } from 'node:worker_threads';
import type { ExportJob } from './export-produce';

/** What an export worker is started with. */
export interface WorkerJob {
  dataDir: string;
  job: ExportJob;
  /** The first worker: a port to each other worker; the others: a port to the first. */
  peers: MessagePort[];
}

/** Between the first worker and the others while the snapshot is made. */
export type PeerMessage = { type: 'take-snapshot' } | { type: 'snapshot-taken' };

/** Chunks a worker may have handed over and not got back: its share of the memory an export holds (64 KiB each). */
export const EXPORT_CREDIT = 16;

export type FromWorker =
  /** The snapshot is taken; the first worker tells how many rows the export holds on it. */
  | { type: 'ready'; matching: number | null }
  | { type: 'chunk'; segment: number; buffer: ArrayBuffer; length: number }
  | { type: 'rows'; segment: number; rows: number }
  | { type: 'segment-end'; segment: number }
  | { type: 'done' };

/** A chunk given back once sent, to be written into again. */
export type ToWorker = { type: 'free'; buffer: ArrayBuffer };

import type { CallOptions } from '../../client/types';
import type { CareOpsError } from '../../contract/careops-error';
import type { Row } from './call-endpoint';

/**
 * What an action runs on: an id or a name as a person typed it (`'12'`, `'cs'`), or a record a
 * face shows (a row of a list, the record of a page) with the version the person saw.
 */
export type ActionTarget = string | number | Row;

export interface RunActionOptions {
  /** The values the person gave for the action's fields (a reason, a new password). */
  values?: Row;
  /** Say what would happen and write nothing (no confirmation is needed). */
  dryRun?: boolean;
  /** Records worked on at once by an action called once per record (default `BULK_CONCURRENCY`). */
  concurrency?: number;
  /** Called with `done` of `total` items after each item (or each chunk of a batch). */
  progress?(done: number, total: number): void;
  /** Options of every call the run makes (the web's `silent`: its page shows the results itself). */
  call?: CallOptions;
}

/** The outcome of an action on one target. */
export interface ActionItem {
  /** The target as given: the input typed, or the shown record's id. */
  input: string;
  /** The record's id, once known. */
  id?: number;
  /** How the record is named to people (the input, when it was never read). */
  name: string;
  ok: boolean;
  /** What happened; an ok item names its record, a failed one is the error's text. */
  message: string;
  /** The value the action shows once (a generated password, a full phone number). */
  revealed?: string;
  /** The error that failed the item, as thrown (a face may show its field or code). */
  error?: unknown;
  /** Never started: the run stopped first (`ActionRun.stopped`). */
  notRun?: boolean;
}

export interface ActionRun {
  /** One item per target, in the order given. */
  items: ActionItem[];
  /**
   * The error that stopped the run: one about the caller (103, 105, 106), or a batch call
   * refused as a whole (101: the body every chunk shares). Items not started say "not run".
   */
  stopped?: CareOpsError;
}

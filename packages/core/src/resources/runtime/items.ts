import { messageOf } from '../../client/api-transport-error';
import type { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { ResourceDescriptor } from '../types';
import type { Row } from './call-endpoint';
import { recordIdOf, recordName } from './records';
import type { ActionItem, ActionTarget } from './types';

/** A target made ready: the input as given and, for a record on screen, that record. */
export interface PreparedTarget {
  input: string;
  shown?: Row;
}

/** A target as the runtime works on it: a record on screen is named by its id when it has one. */
export function prepareTarget(d: ResourceDescriptor, target: ActionTarget): PreparedTarget {
  if (typeof target === 'string') return { input: target };
  if (typeof target === 'number') return { input: String(target) };
  const id = recordIdOf(d, target);
  return { input: id === undefined ? recordName(d, target) : String(id), shown: target };
}

/** An item that never started because the run stopped. */
export const notRunItem = (target: PreparedTarget, name: string, stopped: CareOpsError | undefined): ActionItem => ({
  input: target.input,
  name,
  ok: false,
  message: t('resources.items.notRun', { reason: stopped?.message ?? '' }),
  notRun: true,
});

/** A failed item: the error's text, with the error kept for the face. */
export const failedItem = (draft: ActionItem, error: unknown): ActionItem => ({ ...draft, ok: false, message: messageOf(error), error });


import type { PersonKind, RevealablePersonField } from '../../contract/schemas/people-values';
import type { MessageKey } from '../../i18n/en';
import type { ResourceAction } from '../types';

/** An action that reads no state and no version of the record, so it fits any typed descriptor. */
export type StatelessAction = Omit<ResourceAction, 'appliesWhen' | 'versionKey'>;

const words: Record<RevealablePersonField, { id: string; cli: string; title: MessageKey; done: MessageKey; label: MessageKey }> = {
  phone: { id: 'revealPhone', cli: 'reveal-phone', title: 'people.res.revealPhone', done: 'people.res.revealPhone.done', label: 'people.res.field.phone' },
  idNumber: { id: 'revealIdNumber', cli: 'reveal-id-number', title: 'people.res.revealIdNumber', done: 'people.res.revealIdNumber.done', label: 'people.res.field.idNumber' },
};

/**
 * "Show the full phone / ID number" of a person: `revealPersonField`, guarded by `pii.viewFull`
 * and audited (`pii.read`) by the server. The web shows it beside the masked field it names.
 */
export function revealAction(kind: PersonKind, field: RevealablePersonField): StatelessAction {
  const w = words[field];
  return { id: w.id, cli: w.cli, title: w.title, endpoint: 'revealPersonField', idKey: 'id', body: { kind, field }, done: w.done, reveals: { key: 'value', label: w.label } };
}

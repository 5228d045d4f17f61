import { en, type MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';

/** The display name of a palette group: 'commands.group.<group>' from the catalogue, else the group itself. */
export function groupTitle(group: string): string {
  const key = `commands.group.${group}`;
  return key in en ? t(key as MessageKey) : group;
}

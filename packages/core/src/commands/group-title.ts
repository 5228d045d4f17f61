import { hasMessage, t } from '../i18n/translate';

/** The display name of a palette group: 'commands.group.<group>' from the catalogue, else the group itself. */
export function groupTitle(group: string): string {
  const key = `commands.group.${group}`;
  return hasMessage(key) ? t(key) : group;
}

import { describe, expect, it } from 'vitest';
import { AUDIT_CHANNELS } from '../../contract/schemas/audit';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../contract/schemas/list';
import { ANNOUNCEMENT_TARGETS, MESSAGE_CHANNELS, MESSAGE_RECORD_SORT_FIELDS, ROLE_SORT_FIELDS, USER_SORT_FIELDS } from '../../contract/schemas/system';
import { en } from '../../i18n/en';
import { announcementTargetEnum, auditChannelEnum, auditResource, LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES, messageChannelEnum, messagesResource, rolesResource, systemResources, usersResource } from '.';

// The descriptors stay zod-free (the web's first chunk reads them), so they repeat a few
// constants of the contract; these tests keep the copies equal.
describe('system descriptors agree with the contract', () => {
  it('sort keys are the endpoints’ whitelists', () => {
    expect(usersResource.list.sort?.keys).toEqual([...USER_SORT_FIELDS]);
    expect(rolesResource.list.sort?.keys).toEqual([...ROLE_SORT_FIELDS]);
    expect(messagesResource.list.sort?.keys).toEqual([...MESSAGE_RECORD_SORT_FIELDS]);
    expect(auditResource.list.sort?.keys).toEqual(['at']);
  });

  it('enumerations have the contract’s values', () => {
    expect(auditChannelEnum.entries.map((e) => e.value)).toEqual([...AUDIT_CHANNELS]);
    expect(messageChannelEnum.entries.map((e) => e.value)).toEqual([...MESSAGE_CHANNELS]);
    expect(announcementTargetEnum.entries.map((e) => e.value)).toEqual([...ANNOUNCEMENT_TARGETS]);
  });

  it('page sizes are the contract’s', () => {
    expect(LIST_PAGE_SIZES).toEqual([...PAGE_SIZES]);
    expect(LIST_DEFAULT_LIMIT).toBe(DEFAULT_PAGE_SIZE);
  });

  it('every label is in the catalogue and every default sort key is sortable', () => {
    for (const d of systemResources) {
      const keys = [d.title, d.recordTitle, ...d.list.filters.map((f) => f.label), ...d.list.columns.map((c) => c.title), ...(d.record?.fields ?? []).map((c) => c.title)];
      for (const key of keys) expect(en[key]).toBeTruthy();
      if (d.list.sort) expect(d.list.sort.keys).toContain(d.list.sort.default.key);
    }
  });
});

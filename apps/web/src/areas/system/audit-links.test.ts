import { messagesResource } from '@careops/core/resources';
import { describe, expect, it } from 'vitest';
import { appliesToTarget } from './announcement-targets';
import { auditRecordPath } from './audit-links';

describe('audit rows link to their records', () => {
  it('opens users, roles and message records on their pages', () => {
    expect(auditRecordPath({ entity: 'system_user', entityId: 5 })).toBe('/system/user?id=5');
    expect(auditRecordPath({ entity: 'role', entityId: 2 })).toBe('/system/role?id=2');
    expect(auditRecordPath({ entity: 'message_record', entityId: 9 })).toBe('/system/message/message-record/record-detail/9');
  });

  it('gives no link for records without a page', () => {
    expect(auditRecordPath({ entity: 'session', entityId: 1 })).toBeUndefined();
    expect(auditRecordPath({ entity: 'system_user', entityId: null })).toBeUndefined();
  });
});

describe('announcement targets', () => {
  const field = (key: string) => {
    const found = messagesResource.create?.fields.find((f) => f.key === key);
    if (!found) throw new Error(key);
    return found;
  };
  it('asks for the group of the chosen target only', () => {
    expect(appliesToTarget(field('roleId'), { target: 'role' })).toBe(true);
    expect(appliesToTarget(field('roleId'), { target: 'station' })).toBe(false);
    expect(appliesToTarget(field('userIds'), { target: 'users' })).toBe(true);
    expect(appliesToTarget(field('stationId'), { target: 'all' })).toBe(false);
    expect(appliesToTarget(field('title'), { target: '' })).toBe(true);
  });
});

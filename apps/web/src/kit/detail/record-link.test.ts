import { describe, expect, it } from 'vitest';
import { recordLink, withoutParams } from './record-link';

describe('record links from a list', () => {
  it('keeps the list query when the record opens in the same page', () => {
    expect(recordLink('/system/user', 'name=li&page=2', '/system/user?id=5')).toBe('/system/user?name=li&page=2&id=5');
    expect(recordLink('/system/user', 'id=3', '/system/user?id=5')).toBe('/system/user?id=5');
  });

  it('links a record with its own page as it is', () => {
    expect(recordLink('/system/message/message-record', 'channel=sms', '/system/message/message-record/record-detail/4')).toBe('/system/message/message-record/record-detail/4');
  });

  it('closes a record by dropping its parameter', () => {
    expect(withoutParams('/system/user', 'name=li&id=5', ['id'])).toBe('/system/user?name=li');
    expect(withoutParams('/system/user', 'id=5', ['id'])).toBe('/system/user');
  });
});

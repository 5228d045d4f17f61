import { describe, expect, it } from 'vitest';
import { parseIdList } from './id-input';

describe('ids from a list piped into a bulk verb', () => {
  const keys = ['id', 'nurse.name', 'status', 'orderNo'];

  it('skips a first line made only of the list header keys (cut -f1, or the whole header)', () => {
    expect(parseIdList('id\n3\n4\n', keys)).toEqual(['3', '4']);
    expect(parseIdList('orderNo\r\nO1\r\n', keys)).toEqual(['O1']);
    expect(parseIdList('# from the queue\nid\tnurse.name\tstatus\n3\n', keys)).toEqual(['3']);
  });

  it('keeps a first line that holds an id, and a later line named like a key', () => {
    expect(parseIdList('3\nid\n', keys)).toEqual(['3', 'id']);
    expect(parseIdList('id 3\n', keys)).toEqual(['id', '3']);
    expect(parseIdList('id\n3\n')).toEqual(['id', '3']);
  });
});

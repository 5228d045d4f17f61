import { describe, expect, it } from 'vitest';
import { mayReceive, type LiveConnection, type LoggedEvent } from './event-hub';

const connection = (over: Partial<LiveConnection>): LiveConnection => ({ userId: 5, codes: new Set(['securityCenterList']), stations: null, topics: null, send: () => undefined, end: () => undefined, ...over });
const event = (over: Partial<LoggedEvent>): LoggedEvent => ({ id: 1, topic: 'alarm', at: 0, permission: 'securityCenterList', studioId: 2, userId: null, payload: '{}', ...over });

describe('who receives a live event', () => {
  it('needs the permission, one of the stations when bound, the addressee when addressed, and a topic asked for', () => {
    expect(mayReceive(connection({}), event({}))).toBe(true);
    expect(mayReceive(connection({ codes: new Set() }), event({}))).toBe(false);
    expect(mayReceive(connection({ stations: [3] }), event({}))).toBe(false);
    expect(mayReceive(connection({ stations: [2, 3] }), event({}))).toBe(true);
    expect(mayReceive(connection({ codes: new Set() }), event({ topic: 'message', permission: '', studioId: null, userId: 5 }))).toBe(true);
    expect(mayReceive(connection({}), event({ topic: 'message', permission: '', studioId: null, userId: 6 }))).toBe(false);
    expect(mayReceive(connection({ topics: new Set(['queue', 'reset']) }), event({}))).toBe(false);
  });
});

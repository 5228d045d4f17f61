// Helpers of the security-center tests: a nurse's field credential and the nurse app's calls.
import { apiCall, type TestServer } from '../support/server';
import { countOn } from './support/database';
import type { SystemClient } from './system-fixtures';

export const NURSE_TOKEN_HEADER = 'x-careops-nurse-token';

/** An active nurse of `studioId` (the lowest id). */
export const activeNurseOf = (server: TestServer, studioId: number) => countOn(server, 'select min(id) from nurses where status = 1 and studio_id = ?', [studioId]);

/** A field credential for the nurse, issued by the admin. */
export async function fieldToken(api: SystemClient, nurseId: number): Promise<string> {
  return (await api.ok('admin', 'issueFieldCredential', { nurseId, label: 'test phone' })).token;
}

/** The nurse app's calls with a credential. */
export function fieldApp(server: () => TestServer, token: string) {
  const post = <T>(path: string, body: unknown) => apiCall<T>(server().url, path, body, null, { headers: { [NURSE_TOKEN_HEADER]: token } });
  return {
    raise: (body: { latitude: number; longitude: number; orderId?: number; address?: string }) => post<{ alarmId: number; status: string }>('/api/field/raiseSos', body),
    locate: (body: { latitude: number; longitude: number }) => post<{ at: number; alarmIds: number[] }>('/api/field/location', body),
  };
}

/** Runs the escalation scheduler at `now` (a test hook): the ids it escalated. */
export async function runEscalation(server: TestServer, now: number): Promise<number[]> {
  const answer = await apiCall<{ escalated: number[] }>(server.url, '/api/test/runEscalation', { now });
  if (answer.resultcode !== 1) throw new Error(`runEscalation answered ${answer.resultcode}: ${answer.msg}`);
  return answer.result.escalated;
}

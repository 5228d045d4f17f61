// Helpers of the orders server tests: place orders through the API, walk them along the machine
// (staff endpoints, and the test hooks standing in for the member and nurse apps), read rows.
import type { OrderSummary } from '@careops/core/contract';
import { apiCall, type TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';
import type { Caller, SystemClient } from './system-fixtures';

export interface OrderOptions {
  /** The studio (default: the studio manager's station, so every demo role sees it). */
  studioId?: number;
  /** Pick a service that produces waste (true) or not (false); default any. */
  waste?: boolean;
  /** The caller placing it (default admin). */
  as?: Caller;
  memberId?: number;
  appointmentAt?: number;
}

export interface OrdersKit {
  /** The studio manager's station (the demo 'studio' account is bound to it). */
  studioStation(): Promise<number>;
  /** A studio other than the studio manager's (enabled). */
  otherStation(): Promise<number>;
  place(options?: OrderOptions): Promise<OrderSummary>;
  /** Places an order and walks it to `status` (−2…5, 7); answers its latest summary. */
  orderIn(status: number, options?: OrderOptions): Promise<OrderSummary>;
  /** The app-side events (test hook). */
  appEvent(orderId: number, event: 'order.pay' | 'order.accept' | 'order.start' | 'order.finishService' | 'order.finish', extra?: Record<string, unknown>): Promise<{ resultcode: number | string; msg: string; result: { status: number; version: number } }>;
  hook<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** A nurse who may serve the order. */
  fittingNurse(orderId: number): Promise<number>;
  row(orderId: number): Promise<Record<string, unknown>>;
  version(orderId: number): Promise<number>;
  count(text: string, params?: unknown[]): Promise<number>;
}

export function ordersKit(server: () => TestServer, api: SystemClient): OrdersKit {
  const hook = async <T>(path: string, body: unknown = {}): Promise<T> => {
    const answer = await apiCall<T>(server().url, path, body);
    if (answer.resultcode !== 1) throw new Error(`${path} answered ${answer.resultcode}: ${answer.msg}`);
    return answer.result;
  };
  const studioStation = async () => {
    const studio = await api.as('studio');
    return countOn(server(), 'select min(studio_id) from user_stations where user_id = ?', [studio.userId]);
  };
  const otherStation = async () => countOn(server(), 'select min(id) from studios where status = 1 and id <> ?', [await studioStation()]);
  const version = async (orderId: number) => countOn(server(), 'select version from orders where id = ?', [orderId]);
  const place = async (options: OrderOptions = {}) => {
    const studioId = options.studioId ?? (await studioStation());
    const [patient] = await sqlOn(
      server(),
      `select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 ${options.memberId ? 'and m.id = ?' : ''} order by p.id limit 1`,
      options.memberId ? [options.memberId] : [],
    );
    const waste = options.waste === undefined ? '' : `and produces_waste = ${options.waste ? 1 : 0}`;
    // A service any active nurse may do, so every studio can staff it.
    const [service] = await sqlOn(server(), `select id from services where on_shelf = 1 and required_title = 'nurse' ${waste} order by id limit 1`);
    return api.ok(options.as ?? 'admin', 'placeOrder', {
      memberId: Number(patient?.member_id),
      patientId: Number(patient?.id),
      serviceId: Number(service?.id),
      studioId,
      address: '12 Test Road',
      appointmentAt: options.appointmentAt ?? Date.now() + 2 * 86_400_000,
    });
  };
  const appEvent: OrdersKit['appEvent'] = async (orderId, event, extra = {}) => apiCall<{ status: number; version: number }>(server().url, '/api/test/orderEvent', { orderId, event, ...extra });
  const fittingNurse = async (orderId: number) => {
    const found = await api.ok('admin', 'searchServiceStaff', { orderId });
    const nurse = found.list[0];
    if (!nurse) throw new Error(`no fitting nurse for order ${orderId}`);
    return nurse.id;
  };
  const summary = async (orderId: number) => {
    const detail = await api.ok('admin', 'getOrder', { orderId });
    return detail as unknown as OrderSummary;
  };
  const orderIn = async (status: number, options: OrderOptions = {}) => {
    const order = await place(options);
    const id = order.id;
    const step = async (name: 'auditOrder' | 'assignOrderNurse', body: Record<string, unknown>) => api.ok('admin', name, { orderId: id, version: await version(id), ...body });
    const app = async (event: Parameters<OrdersKit['appEvent']>[1]) => {
      const answer = await appEvent(id, event);
      if (answer.resultcode !== 1) throw new Error(`${event} answered ${answer.resultcode}: ${answer.msg}`);
    };
    const target = status === 7 ? 5 : status;
    if (target >= -1) await step('auditOrder', { decision: 'approve' });
    if (target >= 0) await step('auditOrder', { decision: 'approve' });
    if (target >= 1) await app('order.pay');
    if (target >= 2) await step('assignOrderNurse', { nurseId: await fittingNurse(id) });
    if (target >= 3) await app('order.start');
    if (target >= 4) await app('order.finishService');
    if (target >= 5) await app('order.finish');
    if (status === 7) await api.ok('admin', 'openOrderComplaint', { orderId: id, version: await version(id), content: 'Late arrival' });
    return summary(id);
  };
  return {
    studioStation,
    otherStation,
    place,
    orderIn,
    appEvent,
    hook,
    fittingNurse,
    row: async (orderId) => (await sqlOn(server(), 'select * from orders where id = ?', [orderId]))[0] ?? {},
    version,
    count: (text, params = []) => countOn(server(), text, params),
  };
}

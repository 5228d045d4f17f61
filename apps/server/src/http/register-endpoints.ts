import { endpoints, type EndpointDef, type EndpointName } from '@careops/core/contract';
import { PUBLIC, SIGNED_IN } from '@careops/core/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit, type AuditOrigin } from '../audit/audit-log';
import { sessionExpired, type AuthContext } from '../auth/authenticate';
import type { Services } from '../services';
import { okEnvelope, okEnvelopeText } from './envelope';
import { JsonText } from './json-text';
import type { AuditWriter, HandlerContext, HandlerMap } from './handler-types';
import { requestMeta } from './request-meta';
import { rateLimitFor } from './rate-limit';
import { logSlowRequest } from './request-logging';
import { StreamedAnswer, sendStreamed } from './streamed-answer';
import { validateInput } from './validate-input';

/** A route served like a table entry (the test hooks use it for their own paths). */
export interface RouteSpec {
  name: string;
  def: Pick<EndpointDef, 'path' | 'method' | 'permission' | 'request' | 'response' | 'mutates' | 'bodyLimit'>;
  handler: (ctx: HandlerContext<unknown>) => Promise<unknown>;
}

/**
 * Registers one endpoint: (public: the per-address rate limit, 108) → channel → session
 * (103/105) → permission (106) → body (101) → handler → envelope. A mutating endpoint that
 * wrote no audit row fails loudly. The test hooks (`test.*`) are not rate-limited.
 */
export function registerRoute(app: FastifyInstance, services: Services, route: RouteSpec): void {
  const { def, handler, name } = route;
  const limited = def.permission === PUBLIC && !name.startsWith('test.');
  app.route({
    method: def.method,
    url: def.path,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    ...(limited ? { config: { rateLimit: rateLimitFor(name, services.config) } } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const meta = requestMeta(request);
      let auth: AuthContext | null = null;
      if (def.permission !== PUBLIC) {
        // One statement reads the session and, for a node-guarded endpoint, the permission (106).
        auth = await services.authenticate(request, def.permission === SIGNED_IN ? undefined : def.permission);
      }
      const body = validateInput(def.request, def.method === 'GET' ? request.query : request.body);
      let audits = 0;
      let unchanged = false;
      const origin = (): AuditOrigin => ({ actorId: auth?.userId ?? null, channel: meta.channel, address: meta.address });
      const writerFor =
        (db: Parameters<typeof writeAudit>[0]): AuditWriter =>
        async (entry) => {
          await writeAudit(db, origin(), entry);
          audits++;
        };
      const ctx: HandlerContext<unknown> = {
        body,
        services,
        db: services.db,
        meta,
        auth,
        signedIn: () => {
          if (!auth) throw sessionExpired();
          return auth;
        },
        origin,
        mutate: (change) => services.db.transaction().execute((trx) => change(trx, writerFor(trx))),
        record: (change) => services.db.transaction().execute((trx) => change(trx, writerFor(trx))),
        unchanged: () => {
          unchanged = true;
        },
        request,
        reply,
      };
      const result = await handler(ctx);
      logSlowRequest(request, reply);
      if (def.mutates && audits === 0 && !unchanged) throw new Error(`mutating endpoint ${name} wrote no audit row`);
      // A handler that streams a file (exports) takes over the answer: no envelope, no response check.
      if (result instanceof StreamedAnswer) {
        return sendStreamed(reply, result, (error) => request.log.error({ err: error, reqId: request.id, url: request.url }, 'a streamed answer failed half way'));
      }
      if (result instanceof JsonText) {
        if (services.config.checkResponses) checkResponse(name, def.response, JSON.parse(result.text));
        return reply.type('application/json; charset=utf-8').send(okEnvelopeText(result.text));
      }
      if (services.config.checkResponses) checkResponse(name, def.response, result);
      return okEnvelope(result);
    },
  });
}

function checkResponse(name: string, schema: z.ZodType, result: unknown): void {
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    throw new Error(`the answer of ${name} breaks the contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
}

/**
 * Serves exactly the core endpoint table: every entry needs a handler (start-up fails
 * otherwise) and no handler may exist without an entry.
 */
export function registerEndpoints(app: FastifyInstance, services: Services, handlers: HandlerMap): void {
  const names = Object.keys(endpoints) as EndpointName[];
  const missing = names.filter((n) => !handlers[n]);
  if (missing.length) throw new Error(`endpoints without a handler: ${missing.join(', ')}`);
  const extra = Object.keys(handlers).filter((n) => !(n in endpoints));
  if (extra.length) throw new Error(`handlers without an endpoint in the table: ${extra.join(', ')}`);
  for (const name of names) {
    const def: EndpointDef = endpoints[name];
    if (!def.permission) throw new Error(`endpoint ${name} declares no permission`);
    const handler = handlers[name] as RouteSpec['handler'];
    const request: z.ZodType = def.request;
    registerRoute(app, services, { name, def: { ...def, request }, handler });
  }
}

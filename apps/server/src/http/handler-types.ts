import type { EndpointName, Endpoints, ResponseOf, StreamedFile } from '@careops/core/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AuditEntry, AuditOrigin } from '../audit/audit-log';
import type { AuthContext } from '../auth/authenticate';
import type { Database } from '../db/schema';
import type { Services } from '../services';
import type { JsonText } from './json-text';
import type { RequestMeta } from './request-meta';
import type { StreamedAnswer } from './streamed-answer';

/** Writes an audit row attributed to the caller, in the transaction it was handed with. */
export type AuditWriter = (entry: AuditEntry) => Promise<void>;

/** What a handler receives. */
export interface HandlerContext<Body> {
  /** The request body (or query, for GET), validated by the contract's schema. */
  body: Body;
  services: Services;
  db: Kysely<Database>;
  meta: RequestMeta;
  /** The signed-in caller; null on public endpoints. */
  auth: AuthContext | null;
  /** The signed-in caller, or 103 when there is none. */
  signedIn(): AuthContext;
  /** Who acts and from where, for audit rows. */
  origin(): AuditOrigin;
  /**
   * Runs `change` in one transaction with an audit writer bound to it, so the change and its
   * audit row commit or roll back together. Mutating endpoints must use it (checked).
   */
  mutate<T>(change: (trx: Transaction<Database>, audit: AuditWriter) => Promise<T>): Promise<T>;
  /**
   * Records something that must survive the error the handler is about to throw (a failed
   * sign-in), with its audit row, in a transaction of its own.
   */
  record(change: (trx: Transaction<Database>, audit: AuditWriter) => Promise<void>): Promise<void>;
  /**
   * Declares that this call of a mutating endpoint changed nothing, on purpose (an SMS code
   * asked for an unknown phone): no audit row is expected.
   */
  unchanged(): void;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type BodyOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;

/**
 * A handler answers its result, or the result already serialized (JsonText); an endpoint whose
 * contract answers a StreamedFile answers a StreamedAnswer (the file, streamed).
 */
export type Handler<N extends EndpointName> = (
  ctx: HandlerContext<BodyOf<N>>,
) => Promise<ResponseOf<N> extends StreamedFile ? StreamedAnswer : ResponseOf<N> | JsonText<ResponseOf<N>>>;

/** Handlers of an area, by endpoint name. */
export type HandlerMap = { [N in EndpointName]?: Handler<N> };

/** A request schema that replaces the contract's for one endpoint (see docs/server.md). */

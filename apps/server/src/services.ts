import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Authenticate } from './auth/authenticate';
import type { SmsGateway } from './auth/sms-gateway';
import type { PermissionQueries } from './auth/user-permission-sql';
import type { ServerConfig } from './config';
import type { DialectName } from './db/connect';
import type { Database } from './db/schema';
import type { TestHookState } from './test-hooks/state';

/** What handlers share: passed explicitly, never looked up globally. */
export interface Services {
  db: Kysely<Database>;
  dialect: DialectName;
  config: ServerConfig;
  sms: SmsGateway;
  log: FastifyBaseLogger;
  queries: PermissionQueries;
  authenticate: Authenticate;
  /** Memory only the test hooks read (captcha answers); null outside tests. */
  hooks: TestHookState | null;
}

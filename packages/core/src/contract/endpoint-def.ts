import type { z } from 'zod';
import type { EndpointRoute } from './endpoint-routes';

/**
 * One entry per server endpoint. `permission` is the node code a caller needs, or PUBLIC
 * (no sign-in) or SIGNED_IN (any signed-in user). The server registers exactly this table.
 */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends EndpointRoute {
  request: Req;
  response: Res;
  /** Mutating endpoints write an audit row. */
  mutates: boolean;
  /** A larger request body than the server's default (an import file), in bytes. */
  bodyLimit?: number;
  /** The body is multipart/form-data (an upload); the handler reads its file, and a JSON body is refused naming it. */
  multipart?: true;
}

export const def = <Req extends z.ZodType, Res extends z.ZodType>(e: EndpointDef<Req, Res>) => e;

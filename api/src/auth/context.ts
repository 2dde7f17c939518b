import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Loaders } from '../graphql/loaders.js';
import type { User } from '../modules/user/user.entity.js';
import type { Services } from '../services.js';

/** What every resolver receives: the request's own EntityManager, the signed-in user (or null), the services. */
export interface AppContext {
  em: EntityManager;
  viewer: User | null;
  services: Services;
  /** How the viewer was recognised: a browser session, or an integration's bearer token. */
  authVia: 'session' | 'token' | 'none';
  /** A read-only token may run queries only. */
  readOnly: boolean;
  /**
   * The viewer is a helper whose record the owner deactivated: the role gate (auth-checker.ts) refuses them every
   * operation, so no resolver has to remember to.
   */
  viewerInactive?: boolean;
  /** Batch loaders, fresh per request. */
  loaders: Loaders;
  req: Request;
  res: Response;
  /** Client IP, after the proxy settings. */
  ip: string;
}

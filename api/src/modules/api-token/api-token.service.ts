import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrRefuse, limitKey, type RateLimitStore } from '../../auth/rate-limit.js';
import { Role } from '../../auth/role.enum.js';
import { badInput, conflict, DomainError } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import { User } from '../user/user.entity.js';
import { ApiToken } from './api-token.entity.js';
import { apiTokenPolicy } from './api-token.policy.js';

const TOKEN_PREFIX = 'sc_';
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface TokenLimits {
  /** Requests per token per minute. */
  perMinute: number;
}

/** Bearer tokens for integrations: random, shown once, stored as a SHA-256 hash, revocable. */
export class ApiTokenService {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    rateLimits: RateLimitStore,
    limits: TokenLimits = { perMinute: 600 },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.limiter = rateLimits.limiter({ name: 'api-token', points: limits.perMinute, durationSeconds: 60 });
  }

  async create(em: EntityManager, viewer: Viewer, input: { name: string; readOnly: boolean }) {
    const name = input.name.trim();
    if (!name) throw badInput('name', 'Give the token a name');
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const apiToken = em.create(
      ApiToken,
      {
        name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, 10),
        readOnly: input.readOnly,
        createdBy: em.getReference(User, viewer.id),
      },
      { persist: false },
    );
    apiTokenPolicy.authorize(viewer, 'create', apiToken);
    await em.persist(apiToken).flush();
    return { token, apiToken };
  }

  list(em: EntityManager, viewer: Viewer): Promise<ApiToken[]> {
    return em.find(ApiToken, apiTokenPolicy.scope(viewer), { orderBy: { createdAt: 'desc' } });
  }

  /** Revokes a token (a database id); revoking it twice is a conflict. */
  async revoke(em: EntityManager, viewer: Viewer, id: string): Promise<ApiToken> {
    const token = await apiTokenPolicy.load(em, viewer, 'revoke', id);
    if (token.revokedAt) throw conflict('This token is already revoked');
    token.revokedAt = this.now();
    await em.flush();
    return token;
  }

  /**
   * The admin a bearer token acts for, or UNAUTHENTICATED for an unknown, revoked or orphaned token. Each token is
   * rate limited; its last use is recorded (to the minute, to spare a write per request).
   */
  async authenticate(em: EntityManager, token: string): Promise<{ user: User; apiToken: ApiToken }> {
    const apiToken = token.startsWith(TOKEN_PREFIX)
      ? await em.findOne(ApiToken, { tokenHash: hashToken(token) }, { populate: ['createdBy'] })
      : null;
    if (!apiToken || apiToken.revokedAt || apiToken.createdBy.role !== Role.ADMIN) {
      throw new DomainError('UNAUTHENTICATED', 'Invalid or revoked API token');
    }
    await consumeOrRefuse(this.limiter, limitKey(apiToken.id));
    const now = this.now();
    if (!apiToken.lastUsedAt || now.getTime() - apiToken.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await em.nativeUpdate(ApiToken, { id: apiToken.id }, { lastUsedAt: now });
    }
    return { user: apiToken.createdBy, apiToken };
  }
}

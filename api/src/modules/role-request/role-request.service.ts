import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { type ConnectionArgs, cursorOptions, toConnection } from '../../graphql/relay/connection.js';
import { CREATED_AT_CURSOR } from '../../graphql/relay/cursor.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput, conflict, forbidden, isUniqueViolation, notFound } from '../../shared/errors.js';
import { normalizePhone } from '../../shared/phone.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';
import { RoleRequest, RoleRequestStatus } from './role-request.entity.js';
import type { RequestHelperAccessInput } from './role-request.inputs.js';

export class RoleRequestService {
  /** Only clients ask; one pending request per user (the partial unique index holds it under races too). */
  async request(em: EntityManager, viewer: User, input: RequestHelperAccessInput): Promise<RoleRequest> {
    if (viewer.role !== Role.CLIENT) throw forbidden('Only clients can request helper access');
    if (!input.phone?.trim()) throw badInput('phone', 'Phone number is required');
    const phone = normalizePhone(input.phone);
    if (await em.count(RoleRequest, { user: viewer.id, status: RoleRequestStatus.PENDING })) {
      throw conflict('You already have a request waiting for review');
    }
    const request = em.create(RoleRequest, {
      user: em.getReference(User, viewer.id),
      phone,
      reason: input.reason?.trim() || null,
      experience: input.experience?.trim() || null,
    });
    try {
      await em.flush();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('You already have a request waiting for review');
      throw error;
    }
    return request;
  }

  latestFor(em: EntityManager, viewer: User) {
    return em.findOne(RoleRequest, { user: viewer.id }, { orderBy: { createdAt: 'desc' } });
  }

  list(em: EntityManager, args: ConnectionArgs, status?: RoleRequestStatus) {
    return em
      .findByCursor(RoleRequest, status ? { status } : {}, {
        ...cursorOptions(args, CREATED_AT_CURSOR),
        orderBy: { createdAt: 'desc', id: 'desc' },
        populate: ['user'],
      })
      .then(toConnection);
  }

  /**
   * Approving makes the requester a helper with a linked Helper record and asks them to complete the helper
   * profile; declining records the reason. Only a pending request can be decided.
   */
  async decide(em: EntityManager, id: string, approve: boolean, reason?: string | null): Promise<RoleRequest> {
    const databaseId = databaseIdOf(id, 'RoleRequest', 'Role request');
    const decidedId = await em.transactional(async (tx) => {
      const request = await tx.findOne(RoleRequest, databaseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw notFound('Role request');
      if (request.status !== RoleRequestStatus.PENDING) throw conflict(`This request was already ${request.status}`);
      request.status = approve ? RoleRequestStatus.APPROVED : RoleRequestStatus.DECLINED;
      request.decisionReason = reason?.trim() || null;
      request.decidedAt = new Date();
      if (approve) {
        const user = await tx.findOneOrFail(User, request.user.id);
        user.role = Role.HELPER;
        user.needsProfileSetup = true;
        const helper = (await tx.findOne(Helper, { user })) ?? tx.create(Helper, { user });
        helper.phone = request.phone;
        helper.active = true;
      }
      return request.id;
    });
    return em.findOneOrFail(RoleRequest, decidedId, { populate: ['user'], refresh: true });
  }
}

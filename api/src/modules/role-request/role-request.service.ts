import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { badInput, conflict, isUniqueViolation } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import { normalizePhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { RoleRequest, RoleRequestStatus } from './role-request.entity.js';
import type { RequestHelperAccessInput } from './role-request.inputs.js';
import { roleRequestPolicy } from './role-request.policy.js';

export class RoleRequestService {
  /** Only clients ask; one pending request per user (the partial unique index holds it under races too). */
  async request(em: EntityManager, viewer: Viewer, input: RequestHelperAccessInput): Promise<RoleRequest> {
    const user = await userPolicy.load(em, viewer, 'requestHelperAccess', viewer.id);
    if (!input.phone?.trim()) throw badInput('phone', 'Phone number is required');
    const phone = normalizePhone(input.phone);
    if (await em.count(RoleRequest, { user: viewer.id, status: RoleRequestStatus.PENDING })) {
      throw conflict('You already have a request waiting for review');
    }
    const request = em.create(RoleRequest, {
      user,
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

  /** The viewer's own latest request. */
  latestFor(em: EntityManager, viewer: Viewer): Promise<RoleRequest | null> {
    return em.findOne(RoleRequest, roleRequestPolicy.where(viewer, { user: viewer.id }), { orderBy: { createdAt: 'desc' } });
  }

  list(em: EntityManager, viewer: Viewer, args: PageArgs, status?: RoleRequestStatus | null): Promise<Page<RoleRequest>> {
    return findPage(em, RoleRequest, roleRequestPolicy.where(viewer, status ? { status } : {}), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
      populate: ['user'],
    });
  }

  /**
   * Approving makes the requester a helper with a linked Helper record and asks them to complete the helper
   * profile; declining records the reason. Only a pending request can be decided.
   */
  async decide(em: EntityManager, viewer: Viewer, id: string, approve: boolean, reason?: string | null): Promise<RoleRequest> {
    const decidedId = await em.transactional(async (tx) => {
      const request = await roleRequestPolicy.load(tx, viewer, 'decide', id, { lockMode: LockMode.PESSIMISTIC_WRITE });
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

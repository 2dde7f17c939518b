import { TZDate } from '@date-fns/tz';
import { type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, BUSINESS_TIME_ZONE, daysBetween, parseCalendarDate } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import type { AuditActorKind } from './audit-actor.js';
import { AuditEvent } from './audit-event.entity.js';
import { auditEventPolicy } from './audit.policy.js';
import { AUDITED_ENTITIES, auditRuleNamed } from './audited-entities.js';

export interface AuditFilter {
  /** Changes by this person (a user id) or this API token (a token id). */
  actor?: { userId: string } | { tokenId: string };
  /** Changes to this object, or to the objects that belong to it (an invoice's lines). */
  subjectId?: string;
  /** Changes to this kind of object (an audited entity's name, e.g. 'Invoice'). */
  subjectType?: string;
  /** Calendar days in America/New_York, both included. */
  from?: string;
  to?: string;
}

export interface AuditActorSummary {
  kind: AuditActorKind;
  userId: string | null;
  tokenId: string | null;
  name: string;
}

/** The start of a business day (America/New_York) as an instant. */
function startOfBusinessDay(date: string, field: string): Date {
  const day = parseCalendarDate(date, field);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), BUSINESS_TIME_ZONE).getTime());
}

/** The audit trail, read by the admin. It is written only by the audit subscriber and never changed. */
export class AuditService {
  where(filter: AuditFilter): FilterQuery<AuditEvent> {
    const where: FilterQuery<AuditEvent> & Record<string, unknown> = {};
    if (filter.actor) {
      if ('userId' in filter.actor) where.actorUserId = filter.actor.userId;
      else where.actorTokenId = filter.actor.tokenId;
    }
    if (filter.subjectType) {
      if (!auditRuleNamed(filter.subjectType))
        throw badInput('objectType', `${filter.subjectType} is not a recorded kind of object`);
      where.subjectType = filter.subjectType;
    }
    if (filter.subjectId) where.$or = [{ subjectId: filter.subjectId }, { parentId: filter.subjectId }];
    const occurredAt: Record<string, Date> = {};
    if (filter.from) occurredAt.$gte = startOfBusinessDay(filter.from, 'from');
    if (filter.to) {
      parseCalendarDate(filter.to, 'to');
      if (filter.from && daysBetween(filter.from, filter.to) < 0)
        throw badInput('to', 'The end date comes before the start date');
      occurredAt.$lt = startOfBusinessDay(addDays(filter.to, 1), 'to');
    }
    if (Object.keys(occurredAt).length) where.occurredAt = occurredAt;
    return where;
  }

  /** The events the viewer may read (the admin: all), newest first. */
  list(em: EntityManager, viewer: Viewer, filter: AuditFilter, args: PageArgs): Promise<Page<AuditEvent>> {
    return findPage(em, AuditEvent, auditEventPolicy.where(viewer, this.where(filter)), args, {
      orderBy: { occurredAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
    });
  }

  /** One object's history (its own changes and those of the objects that belong to it), oldest first. */
  history(em: EntityManager, viewer: Viewer, subjectId: string): Promise<AuditEvent[]> {
    return em.find(AuditEvent, auditEventPolicy.where(viewer, this.where({ subjectId })), {
      orderBy: { occurredAt: 'asc', id: 'asc' },
      limit: 200,
    });
  }

  /** Everyone who has changed something, for the Activity screen's person filter: the latest name of each. */
  async actors(em: EntityManager, viewer: Viewer): Promise<AuditActorSummary[]> {
    const rows: {
      actor_kind: AuditActorKind;
      actor_user_id: string | null;
      actor_token_id: string | null;
      actor_name: string;
    }[] = await em
      .createQueryBuilder(AuditEvent, 'e')
      .select(
        raw(
          'distinct on (e.actor_kind, e.actor_user_id, e.actor_token_id) e.actor_kind, e.actor_user_id, e.actor_token_id, e.actor_name',
        ),
      )
      .where(auditEventPolicy.where(viewer, { actorKind: { $ne: 'system' } }))
      .orderBy([{ actorKind: 'asc' }, { actorUserId: 'asc' }, { actorTokenId: 'asc' }, { occurredAt: 'desc' }])
      .execute('all', false);
    return rows
      .map((row) => ({ kind: row.actor_kind, userId: row.actor_user_id, tokenId: row.actor_token_id, name: row.actor_name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The kinds of object the trail records, with the Activity screen's name for each. */
  subjectTypes(): { name: string; title: string }[] {
    return AUDITED_ENTITIES.map((rule) => ({ name: rule.entity.name, title: rule.title }));
  }
}

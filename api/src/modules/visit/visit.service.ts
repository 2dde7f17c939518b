import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../shared/policy.js';
import { Visit } from './visit.entity.js';
import { onSchedule } from './on-schedule.js';
import { visitPolicy } from './visit.policy.js';

/** Visits read as entities; the calendar's lean read is calendar.query.ts, staffing and job progress job.service.ts. */
export class VisitService {
  /** The next visits the viewer may read (a client's own), soonest first. */
  upcoming(em: EntityManager, viewer: Viewer, today: string, limit: number): Promise<Visit[]> {
    return em.find(Visit, visitPolicy.where(viewer, { $and: [{ date: { $gte: today } }, onSchedule()] }), {
      orderBy: { date: 'asc', id: 'asc' },
      limit,
      populate: ['request'],
      strategy: 'joined',
    });
  }
}

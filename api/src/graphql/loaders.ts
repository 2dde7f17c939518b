import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Helper } from '../modules/helper/helper.entity.js';
import { VisitAssignment } from '../modules/visit/visit-assignment.entity.js';

/** Per-request batch loaders for fields that lean list reads leave to be resolved on demand. */
export function createLoaders(em: EntityManager) {
  return {
    helpersByVisit: new DataLoader<string, Helper[]>(async (visitIds) => {
      const assignments = await em.find(
        VisitAssignment,
        { visit: { $in: [...visitIds] } },
        { populate: ['helper'], orderBy: { assignedAt: 'asc' } },
      );
      const byVisit = new Map<string, Helper[]>();
      for (const assignment of assignments) {
        const list = byVisit.get(assignment.visit.id) ?? [];
        list.push(assignment.helper);
        byVisit.set(assignment.visit.id, list);
      }
      return visitIds.map((id) => byVisit.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

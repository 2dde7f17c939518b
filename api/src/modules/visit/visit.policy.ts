import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { Visit } from './visit.entity.js';

const isOwnClient = (viewer: Viewer, visit: Visit) => visit.client.user?.id === viewer.id;
const isAssigned = (viewer: Viewer, visit: Visit) => visit.helpers.getItems().some((helper) => helper.user?.id === viewer.id);

/**
 * The admin reads and staffs every visit; a client reads the visits at its own record; a helper reads the visits
 * assigned to them and works them (Start Job, Complete Job), which is all a helper may change. Only the admin changes
 * the schedule, and confirms afterwards that a visit was done (or undoes that); a client may ask to change its own
 * visits. When each may happen (a job's day) is the job service's rule, not who-may.
 */
export const visitPolicy = definePolicy(Visit, {
  label: 'Visit',
  read: {
    [Role.ADMIN]: true,
    [Role.CLIENT]: (viewer) => ({ client: { user: viewer.id } }),
    [Role.HELPER]: (viewer) => ({ helpers: { $some: { user: viewer.id } } }),
  },
  actions: {
    assign: { [Role.ADMIN]: true },
    work: { [Role.ADMIN]: true, [Role.HELPER]: isAssigned },
    /** The client's access notes (and its codes) for this visit; the window in days is the job page service's. */
    readAccess: { [Role.ADMIN]: true, [Role.HELPER]: isAssigned },
    /** "On my way" / "Running late" to the client: the helper on the visit only. */
    announce: { [Role.HELPER]: isAssigned },
    /** Schedule changes of one visit are the owner's. */
    cancel: { [Role.ADMIN]: true },
    skip: { [Role.ADMIN]: true },
    restore: { [Role.ADMIN]: true },
    reschedule: { [Role.ADMIN]: true },
    /** The owner marks a visit completed without it being worked in the app (no helper, or one with no account). */
    complete: { [Role.ADMIN]: true },
    /** ...and takes that back: completed → scheduled. */
    reopen: { [Role.ADMIN]: true },
    /** A client asks to change its own visit (skip, move, end the plan); the owner decides. */
    requestChange: { [Role.CLIENT]: isOwnClient },
  },
  populate: ['helpers', 'client'],
  refusals: { work: 'Only the assigned helper or the admin can change this job' },
});

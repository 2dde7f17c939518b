import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, businessToday, daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import { User } from '../user/user.entity.js';
import { Closure } from './closure.entity.js';
import { closurePolicy } from './closure.policy.js';

/** How far ahead "the next open day" is looked for before giving up (a closure longer than this is refused). */
const MAX_CLOSURE_DAYS = 366;

export interface ClosureRange {
  startDate: string;
  endDate: string;
}

/** Closed days: declared by the owner, read by every date check (new requests, reschedules, materialising). */
export class ClosureService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  today(): string {
    return businessToday(this.now());
  }

  /** The closures the viewer may read that end today or later, soonest first. */
  upcoming(em: EntityManager, viewer: Viewer): Promise<Closure[]> {
    return em.find(Closure, closurePolicy.where(viewer, { endDate: { $gte: this.today() } }), {
      orderBy: { startDate: 'asc', id: 'asc' },
    });
  }

  /** The closures overlapping [from, until] (for shading a calendar window), soonest first. */
  overlapping(em: EntityManager, viewer: Viewer | null, from: string, until: string): Promise<Closure[]> {
    const filter = { startDate: { $lte: until }, endDate: { $gte: from } };
    return em.find(Closure, viewer ? closurePolicy.where(viewer, filter) : filter, { orderBy: { startDate: 'asc' } });
  }

  /** The closure covering a date, if any. */
  async closureOn(em: EntityManager, date: string): Promise<Closure | null> {
    return em.findOne(Closure, { startDate: { $lte: date }, endDate: { $gte: date } }, { orderBy: { startDate: 'asc' } });
  }

  /** Refuses a date the business is closed on, naming the field and the closure. */
  async assertOpen(em: EntityManager, date: string, field: string): Promise<void> {
    const closure = await this.closureOn(em, date);
    if (closure) throw badInput(field, `We are closed on ${date} (${closure.reason}). Please choose another day.`);
  }

  /** Every closed date from `from` on, through `until`, with its reason: one read for a batch of date checks. */
  async closedDates(em: EntityManager, from: string, until: string): Promise<Map<string, string>> {
    const closed = new Map<string, string>();
    for (const closure of await this.overlapping(em, null, from, until)) {
      const start = closure.startDate > from ? closure.startDate : from;
      const end = closure.endDate < until ? closure.endDate : until;
      for (let date = start; daysBetween(date, end) >= 0; date = addDays(date, 1)) closed.set(date, closure.reason);
    }
    return closed;
  }

  /** Checks a range typed by the owner: real dates, in order, not in the past, at most a year. */
  validateRange(range: ClosureRange): ClosureRange {
    if (!isCalendarDate(range.startDate)) throw badInput('startDate', 'The first closed day must be a date written YYYY-MM-DD');
    if (!isCalendarDate(range.endDate)) throw badInput('endDate', 'The last closed day must be a date written YYYY-MM-DD');
    if (daysBetween(this.today(), range.startDate) < 0) throw badInput('startDate', 'A closure cannot start in the past');
    const span = daysBetween(range.startDate, range.endDate);
    if (span < 0) throw badInput('endDate', 'The last closed day cannot be before the first');
    if (span >= MAX_CLOSURE_DAYS) throw badInput('endDate', 'A closure lasts at most a year');
    return range;
  }

  /** Saves a closure (after the caller has handled the visits it touches). */
  async create(em: EntityManager, viewer: Viewer, range: ClosureRange, reason: string): Promise<Closure> {
    const trimmed = reason.trim();
    if (!trimmed) throw badInput('reason', 'Say why you are closed (e.g. Thanksgiving)');
    const closure = em.create(
      Closure,
      { ...this.validateRange(range), reason: trimmed, createdBy: em.getReference(User, viewer.id) },
      { persist: false },
    );
    closurePolicy.authorize(viewer, 'create', closure);
    em.persist(closure);
    return closure;
  }

  /** Removes a closure: its days are open again (visits it skipped or moved stay as they are). */
  async delete(em: EntityManager, viewer: Viewer, id: string): Promise<string> {
    const closure = await closurePolicy.load(em, viewer, 'delete', id);
    em.remove(closure);
    await em.flush();
    return id;
  }
}

import { z } from 'zod';
import { MAX_HOURS_PER_WEEK } from '../../modules/helper/helper.inputs.js';
import { answer, cents, dateTime, from, uuid } from '../answer.js';

export const weeklyHours = z.int().min(1).max(MAX_HOURS_PER_WEEK);

/** Spec §3 Helper: hourlyRate is in CENTS on the wire, as stored (2500 is $25.00 an hour). */
export const Helper = answer('Helper', 'Helper', 'A member of the cleaning staff.', {
  id: from('databaseId', uuid),
  userId: uuid.nullable().describe("The helper's own account, or null."),
  phone: z.string().nullable().describe('E.164.'),
  hourlyRate: from('hourlyRateCents', cents('Integer cents an hour (2500 is $25.00).')),
  maxHoursPerWeek: weeklyHours.nullable().describe('Null means unlimited.'),
  notes: z.string().nullable(),
  active: z.boolean().describe('False once deactivated.'),
  createdAt: dateTime,
});

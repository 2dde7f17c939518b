import { z } from 'zod';
import {
  Recurrence,
  ServiceRequestStatus,
  ServiceType,
  TimeSlot,
  type Weekday,
  WEEKDAYS,
} from '../../modules/service-request/service-request.enums.js';
import { answer, dateTime, from, localDate, storedEnum, uuid } from '../answer.js';

export const CustomDays = answer(
  'CustomDays',
  null,
  'Weekdays of a custom recurring schedule.',
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.boolean()])) as Record<Weekday, z.ZodBoolean>,
);

/** A service request: stored enum values, the client's display name. */
export const ServiceRequest = answer('ServiceRequest', 'ServiceRequest', 'A request for a cleaning (spec §3).', {
  id: from('databaseId', uuid),
  status: storedEnum(ServiceRequestStatus),
  service: storedEnum(ServiceType),
  date: localDate.describe('The (first) visit, a calendar date in America/New_York.'),
  time: storedEnum(TimeSlot),
  address: z.string(),
  notes: z.string().nullable(),
  recurring: storedEnum(Recurrence),
  customDays: CustomDays.nullable().describe('Only for custom recurrence.'),
  phoneNumber: z.string(),
  adminFeedback: z.string().nullable(),
  createdAt: dateTime,
  client: z.object({ id: from('databaseId', uuid), displayName: z.string() }),
});

import {
  dateTime,
  enumOf,
  type JsonSchema,
  localDate,
  nullable,
  object,
  record,
  schemaRef,
  text,
  uuid,
} from '../../rest/json-schema.js';
import { ADDRESS_MAX, FEEDBACK_MAX, NOTES_MAX } from './service-request.inputs.js';
import { Recurrence, ServiceRequestStatus, ServiceType, TimeSlot, WEEKDAYS } from './service-request.enums.js';

const customDays: JsonSchema = {
  description: 'Weekdays of a custom recurring schedule.',
  ...record(Object.fromEntries(WEEKDAYS.map((day) => [day, { type: 'boolean' }]))),
};

/** What toRestServiceRequest returns. */
export const serviceRequestSchemas: Record<string, JsonSchema> = {
  CustomDays: customDays,
  ServiceRequest: record({
    id: uuid,
    status: enumOf(ServiceRequestStatus),
    service: enumOf(ServiceType),
    date: { ...localDate, description: 'The (first) visit, a calendar date in America/New_York.' },
    time: enumOf(TimeSlot),
    address: { type: 'string' },
    notes: nullable({ type: 'string' }),
    recurring: enumOf(Recurrence),
    customDays: { ...nullable(schemaRef('CustomDays')), description: 'Only for custom recurrence.' },
    phoneNumber: { type: 'string' },
    adminFeedback: nullable({ type: 'string' }),
    createdAt: dateTime,
    client: record({ id: uuid, displayName: { type: 'string' } }),
  }),
};

export const createServiceRequestBody = object(
  {
    service: enumOf(ServiceType),
    date: { ...localDate, description: 'The (first) visit: today or later in America/New_York, YYYY-MM-DD.' },
    time: enumOf(TimeSlot),
    phoneNumber: text(32),
    address: text(ADDRESS_MAX),
    recurring: { ...nullable(enumOf(Recurrence)), default: Recurrence.ONETIME, description: 'Absent or null is onetime.' },
    customDays: { ...nullable(schemaRef('CustomDays')), description: "All seven weekdays; only with recurring 'custom'." },
    notes: nullable(text(NOTES_MAX)),
    idempotencyKey: {
      ...nullable(text(64)),
      description: 'Made by the client per form submission: a repeated submit answers the same request.',
    },
  },
  ['service', 'date', 'time', 'phoneNumber', 'address'],
);

export const decideServiceRequestBody = object(
  {
    status: enumOf([ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.DECLINED]),
    adminFeedback: { ...nullable(text(FEEDBACK_MAX)), description: 'With declined: the reason, shown to the client.' },
  },
  ['status'],
);

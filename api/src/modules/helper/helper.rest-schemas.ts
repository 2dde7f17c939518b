import { cents, dateTime, type JsonSchema, nullable, object, record, text, uuid } from '../../rest/json-schema.js';
import { HELPER_NOTES_MAX, MAX_HOURS_PER_WEEK } from './helper.inputs.js';

const hours: JsonSchema = { type: 'integer', minimum: 1, maximum: MAX_HOURS_PER_WEEK };

/** What toRestHelper returns. */
export const helperSchemas: Record<string, JsonSchema> = {
  Helper: {
    description: 'A member of the cleaning staff.',
    ...record({
      id: uuid,
      userId: { ...nullable(uuid), description: "The helper's own account, or null." },
      phone: { ...nullable({ type: 'string' }), description: 'E.164.' },
      hourlyRate: cents('Integer cents an hour (2500 is $25.00).'),
      maxHoursPerWeek: { ...nullable(hours), description: 'Null means unlimited.' },
      notes: nullable({ type: 'string' }),
      active: { type: 'boolean', description: 'False once deactivated.' },
      createdAt: dateTime,
    }),
  },
};

const fields = {
  phone: { ...nullable(text(32)), description: 'Stored in E.164.' },
  hourlyRate: cents('Integer cents an hour (2500 is $25.00); a decimal such as 25.5 is refused.'),
  maxHoursPerWeek: {
    description: 'Whole hours; null or blank means unlimited.',
    anyOf: [hours, { type: 'null' }, { const: '' }],
  },
  notes: nullable(text(HELPER_NOTES_MAX)),
};

export const createHelperBody = object(fields, ['hourlyRate']);

/** Absent fields stay as they are. */
export const updateHelperBody = object(fields);

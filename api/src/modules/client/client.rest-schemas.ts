import { dateTime, type JsonSchema, nullable, object, record, text, uuid } from '../../rest/json-schema.js';
import { CLIENT_ADDRESS_MAX, CLIENT_NAME_MAX, CLIENT_NOTES_MAX } from './client.inputs.js';

/** What toRestClient returns. */
export const clientSchemas: Record<string, JsonSchema> = {
  Client: {
    description: 'A customer of the business, with or without a sign-in.',
    ...record({
      id: uuid,
      userId: { ...nullable(uuid), description: "The client's own account, or null." },
      displayName: { type: 'string' },
      phone: { ...nullable({ type: 'string' }), description: 'E.164.' },
      address: nullable({ type: 'string' }),
      notes: nullable({ type: 'string' }),
      active: { type: 'boolean', description: 'False once deactivated.' },
      createdAt: dateTime,
    }),
  },
};

const optionalFields = {
  phone: { ...nullable(text(32)), description: 'Stored in E.164; null or blank means none.' },
  address: { ...nullable(text(CLIENT_ADDRESS_MAX)), description: 'Null or blank means none.' },
  notes: { ...nullable(text(CLIENT_NOTES_MAX)), description: 'Null or blank means none.' },
};

export const createClientBody = object({ displayName: text(CLIENT_NAME_MAX), ...optionalFields }, ['displayName']);

/** Absent fields stay as they are. */
export const updateClientBody = object({
  displayName: { ...text(CLIENT_NAME_MAX), description: 'Cannot be cleared.' },
  ...optionalFields,
});

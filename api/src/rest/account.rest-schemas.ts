import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/passwords.js';
import { Role } from '../auth/role.enum.js';
import { MAX_CENTS } from '../shared/money.js';
import { enumOf, type JsonSchema, nullable, object, record, text, uuid } from './json-schema.js';

/** Schemas of the account rows in routes.ts (the user module has no route table of its own). */
export const accountSchemas: Record<string, JsonSchema> = {
  User: {
    description: 'A person who signs in.',
    ...record({
      id: uuid,
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      email: { type: 'string' },
      role: enumOf(Role),
      profileImageUrl: nullable({ type: 'string' }),
      needsProfileSetup: { type: 'boolean', description: 'True until a client or helper completes their profile.' },
      displayName: nullable({ type: 'string' }),
      phone: nullable({ type: 'string' }),
    }),
  },
};

export const completeProfileBody = object({
  displayName: { ...nullable(text(100)), description: 'Clients: required.' },
  phone: { ...nullable(text(32)), description: 'Helpers: required. Stored in E.164.' },
  hourlyRate: {
    description:
      'Helpers: the hourly rate in US dollars (25.5 is $25.50), stored as cents. The one dollar amount of the ' +
      'REST contract: it is what a helper types. Blank or null means not given.',
    anyOf: [
      { type: 'number', minimum: 0, maximum: MAX_CENTS / 100 },
      { type: ['string', 'null'], pattern: '^(\\s*\\d{1,9}(\\.\\d*)?\\s*)?$' },
    ],
  },
});

export const signInBody = object({ email: text(254), password: text(PASSWORD_MAX_LENGTH) }, ['email', 'password']);

export const signUpBody = object(
  {
    firstName: text(100, 1),
    lastName: text(100, 1),
    email: { ...text(254), format: 'email' },
    password: text(PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH),
  },
  ['firstName', 'lastName', 'email', 'password'],
);

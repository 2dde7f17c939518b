import { dateTime, type JsonSchema, nullable, object, record, text, uuid } from '../../rest/json-schema.js';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from './message.entity.js';
import { DEFAULT_SUBJECT } from './message.inputs.js';

/** What toRestMessage returns. */
export const messageSchemas: Record<string, JsonSchema> = {
  Message: {
    description: 'A message to one user.',
    ...record({
      id: uuid,
      toUserId: uuid,
      subject: { type: 'string' },
      body: { type: 'string', description: 'Plain text.' },
      senderName: { type: 'string', description: "The sender's name, or the business when unknown." },
      readAt: { ...nullable(dateTime), description: 'Null until the recipient opens it.' },
      createdAt: dateTime,
    }),
  },
};

export const sendMessageBody = object(
  {
    toUserId: { ...uuid, description: "The recipient's user id." },
    body: { ...text(MESSAGE_BODY_MAX), description: 'Plain text, not blank.' },
    subject: { ...nullable(text(MESSAGE_SUBJECT_MAX)), default: DEFAULT_SUBJECT },
  },
  ['toUserId', 'body'],
);

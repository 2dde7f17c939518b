import { definePolicy } from '../../shared/policy.js';
import { Message } from './message.entity.js';

/** A message is read by its recipient and its sender, nobody else (the admin included). */
export const messagePolicy = definePolicy(Message, {
  rules: {
    read: (viewer, message) => message.recipient.id === viewer.id || message.sender?.id === viewer.id,
    update: (viewer, message) => message.recipient.id === viewer.id,
  },
});

import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { Message } from './message.entity.js';

const sentOrReceived = (viewer: Viewer) => ({ $or: [{ recipient: viewer.id }, { sender: viewer.id }] });
const isRecipient = (viewer: Viewer, message: Message) => message.recipient.id === viewer.id;

/** A message is read by its recipient and its sender, nobody else (the admin included); the recipient marks it read. */
export const messagePolicy = definePolicy(Message, {
  label: 'Message',
  read: { [Role.ADMIN]: sentOrReceived, [Role.HELPER]: sentOrReceived, [Role.CLIENT]: sentOrReceived },
  actions: {
    markRead: { [Role.ADMIN]: isRecipient, [Role.HELPER]: isRecipient, [Role.CLIENT]: isRecipient },
  },
});

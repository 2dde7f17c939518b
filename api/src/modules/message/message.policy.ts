import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { Conversation } from './conversation.entity.js';
import { Message } from './message.entity.js';

const sentOrReceived = (viewer: Viewer) => ({ $or: [{ recipient: viewer.id }, { sender: viewer.id }] });
// Messages to the business have no recipient: the owner reads and answers them.
const ownersMessages = (viewer: Viewer) => ({
  $or: [{ recipient: viewer.id }, { sender: viewer.id }, { recipient: null }],
});
const isRecipient = (viewer: Viewer, message: Message) => message.recipient?.id === viewer.id;

/**
 * A message is read by its recipient and its sender, nobody else; a message to the business (no recipient) by the
 * owner too. Only its recipient marks it read (the owner, for messages to the business).
 */
export const messagePolicy = definePolicy(Message, {
  label: 'Message',
  read: { [Role.ADMIN]: ownersMessages, [Role.HELPER]: sentOrReceived, [Role.CLIENT]: sentOrReceived },
  actions: {
    markRead: {
      [Role.ADMIN]: (viewer, message) => (message.recipient ? message.recipient.id === viewer.id : true),
      [Role.HELPER]: isRecipient,
      [Role.CLIENT]: isRecipient,
    },
  },
});

const ownConversation = (viewer: Viewer) => ({ participant: viewer.id });
const isParticipant = (viewer: Viewer, conversation: Conversation) => conversation.participant.id === viewer.id;

/** A conversation is read by its client or helper and by the owner; the owner replies in it, both mark it read. */
export const conversationPolicy = definePolicy(Conversation, {
  label: 'Conversation',
  read: { [Role.ADMIN]: true, [Role.HELPER]: ownConversation, [Role.CLIENT]: ownConversation },
  actions: {
    reply: { [Role.ADMIN]: true },
    markRead: { [Role.ADMIN]: true, [Role.HELPER]: isParticipant, [Role.CLIENT]: isParticipant },
  },
});

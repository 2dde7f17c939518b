import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { Conversation } from './conversation.entity.js';
import { Message } from './message.entity.js';

@ObjectType()
export class MessageConnection extends Connection(Message) {}

@ObjectType()
export class ConversationConnection extends Connection(Conversation) {}

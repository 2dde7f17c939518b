import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { Message } from './message.entity.js';

@ObjectType()
export class MessageConnection extends Connection(Message) {}

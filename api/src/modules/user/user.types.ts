import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { User } from './user.entity.js';

@ObjectType()
export class UserConnection extends Connection(User) {}

import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { RoleRequest } from './role-request.entity.js';

@ObjectType()
export class RoleRequestConnection extends Connection(RoleRequest) {}

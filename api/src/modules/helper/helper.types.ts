import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { Helper } from './helper.entity.js';

@ObjectType()
export class HelperConnection extends Connection(Helper) {}

import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { Visit } from './visit.entity.js';

@ObjectType()
export class VisitConnection extends Connection(Visit) {}

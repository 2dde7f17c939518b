import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { ServiceRequest } from './service-request.entity.js';

@ObjectType()
export class ServiceRequestConnection extends Connection(ServiceRequest) {}

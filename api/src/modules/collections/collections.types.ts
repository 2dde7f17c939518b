import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Client } from '../client/client.entity.js';

@ObjectType({ description: 'A client\'s payment-aware hold: their future visits are marked "On hold: unpaid".' })
export class PaymentHold {
  @Field(() => Date)
  since!: Date;

  @Field(() => String, { description: 'Why, in the words the client reads ("Invoice INV-0007 is 20 days overdue").' })
  reason!: string;
}

@InputType()
export class ReleaseHoldInput {
  @Field(() => ID)
  clientId!: string;
}

@ObjectType()
export class ReleaseHoldPayload {
  @Field(() => Client)
  client!: Client;
}

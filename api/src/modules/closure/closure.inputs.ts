import { IsEnum, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ClosureVisitAction } from '../visit/schedule.service.js';
import { Visit } from '../visit/visit.entity.js';
import { Closure } from './closure.entity.js';

registerEnumType(ClosureVisitAction, {
  name: 'ClosureVisitAction',
  description: 'What happens to the visits on the closed days: SKIP them, or MOVE each to the next open day.',
});

@InputType()
export class CreateClosureInput {
  @Field(() => LocalDateScalar, { description: 'First closed day, today or later.' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last closed day (the same day for one day).' })
  endDate!: string;

  @Field(() => String, { description: 'Why: a holiday, a hurricane.' })
  @IsString()
  @MaxLength(200)
  reason!: string;

  @Field(() => ClosureVisitAction)
  @IsEnum(ClosureVisitAction)
  action!: ClosureVisitAction;
}

@ObjectType()
export class CreateClosurePayload {
  @Field(() => Closure)
  closure!: Closure;

  @Field(() => Int, { description: 'How many visits were skipped or moved.' })
  affectedVisits!: number;

  @Field(() => Int, { description: 'Moved visits that lost a helper who was not free on the new day.' })
  visitsNeedingHelpers!: number;
}

@InputType()
export class DeleteClosureInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class DeleteClosurePayload {
  @Field(() => ID)
  deletedClosureId!: string;
}

@ObjectType({ description: 'A visit a closure would touch, and the next open day it would move to.' })
export class ClosurePreviewVisit {
  @Field(() => Visit)
  visit!: Visit;

  @Field(() => LocalDateScalar)
  proposedDate!: string;
}

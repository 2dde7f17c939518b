import { ArrayMaxSize, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Visit } from './visit.entity.js';

export enum AssignmentScope {
  THIS_VISIT = 'this-visit',
  FUTURE_VISITS = 'future-visits',
}
registerEnumType(AssignmentScope, {
  name: 'AssignmentScope',
  description: 'THIS_VISIT, or every visit of the request from this one on (recurring requests).',
});

export enum AssignmentWarningKind {
  OVER_MAX_HOURS = 'over-max-hours',
  OVERLAP = 'overlap',
  /** The visit is outside the helper's weekly availability. */
  OUTSIDE_AVAILABILITY = 'outside-availability',
  /** The visit falls in the helper's approved time off. */
  TIME_OFF = 'time-off',
  /** The client asked never to send this helper: confirming needs a reason (overrideReason). */
  EXCLUDED_BY_CLIENT = 'excluded-by-client',
  /** The client wants the same helpers every visit, and these are not the ones of their other visits. */
  SAME_HELPERS = 'same-helpers',
}
registerEnumType(AssignmentWarningKind, { name: 'AssignmentWarningKind' });

@InputType({ description: 'Sets the helpers of a visit (an empty list unassigns). Warnings hold it back unless confirmed.' })
export class AssignHelpersInput {
  @Field(() => ID)
  visitId!: string;

  @Field(() => [ID])
  @ArrayMaxSize(10)
  helperIds!: string[];

  @Field(() => AssignmentScope, { defaultValue: AssignmentScope.THIS_VISIT })
  @IsEnum(AssignmentScope)
  scope: AssignmentScope = AssignmentScope.THIS_VISIT;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Proceed despite warnings (over max hours, overlaps, availability, time off).',
  })
  @IsOptional()
  confirm: boolean = false;

  @Field(() => String, {
    nullable: true,
    description: 'Why a helper the client asked never to send goes anyway: required to confirm one; logged.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  overrideReason?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'For one visit (THIS_VISIT) of a series whose client wants the same helpers every visit: also give these helpers ' +
      "to the series' later scheduled visits that have none. Omitted: yes for such a client, no otherwise.",
  })
  @IsOptional()
  fillSeries?: boolean | null;
}

@ObjectType()
export class AssignmentWarning {
  @Field(() => AssignmentWarningKind)
  kind!: AssignmentWarningKind;

  @Field(() => ID, { description: 'Database id of the helper concerned.' })
  helperId!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType()
export class AssignHelpersPayload {
  @Field(() => Boolean, { description: 'False when warnings held the assignment back; confirm to proceed.' })
  applied!: boolean;

  @Field(() => [AssignmentWarning])
  warnings!: AssignmentWarning[];

  @Field(() => [Visit], { description: 'The visits the assignment covers (with the later visits it filled).' })
  visits!: Visit[];

  @Field(() => Int, {
    description: "How many of the series' later visits without helpers it gives these helpers too (fillSeries).",
  })
  filledVisitCount!: number;
}

@InputType()
export class VisitIdInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class VisitPayload {
  @Field(() => Visit)
  visit!: Visit;
}

@InputType({
  description: 'Marks every scheduled visit between two days completed: one day (from = through), or every day up to one.',
})
export class CompleteVisitsInput {
  @Field(() => LocalDateScalar, { nullable: true, description: 'First day; omitted: every earlier day too.' })
  @IsOptional()
  from?: string | null;

  @Field(() => LocalDateScalar, { description: 'Last day: today or earlier.' })
  through!: string;
}

@ObjectType()
export class CompleteVisitsPayload {
  @Field(() => Int, { description: 'How many visits were marked completed.' })
  completedCount!: number;

  @Field(() => [Visit], { description: 'The visits marked completed, in date and time order.' })
  visits!: Visit[];
}

@ObjectType({ description: 'Scheduled visits whose day has passed, oldest first: what the owner confirms.' })
export class PastVisitsToConfirm {
  @Field(() => Int, { description: 'How many there are in all (the list may be capped).' })
  totalCount!: number;

  @Field(() => [Visit])
  visits!: Visit[];
}

import { Field, ObjectType } from 'type-graphql';

@ObjectType('CustomDays', { description: 'Weekdays of a custom recurring schedule.' })
export class CustomDaysType {
  @Field(() => Boolean) sunday!: boolean;
  @Field(() => Boolean) monday!: boolean;
  @Field(() => Boolean) tuesday!: boolean;
  @Field(() => Boolean) wednesday!: boolean;
  @Field(() => Boolean) thursday!: boolean;
  @Field(() => Boolean) friday!: boolean;
  @Field(() => Boolean) saturday!: boolean;
}

import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType()
export class DeleteVisitPhotoInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class DeleteVisitPhotoPayload {
  @Field(() => ID, { description: 'The global id of the photo removed, to drop it from cached lists.' })
  deletedPhotoId!: string;
}

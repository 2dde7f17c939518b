import {
  ArrayMaxSize,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OptionalText, RequiredText } from '../../shared/input-fields.js';
import { Client } from '../client/client.entity.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { Visit } from './visit.entity.js';

export const ACCESS_TEXT_MAX = 1000;
export const ACCESS_CODE_MAX = 100;
export const CHECKLIST_LABEL_MAX = 200;
export const CHECKLIST_ROOMS_MAX = 30;
export const CHECKLIST_TASKS_MAX = 50;
export const JOB_NOTE_MAX = 2000;
export const COMPLETION_REASON_MAX = 500;
export const LATE_MINUTES_MAX = 240;

export enum ChecklistState {
  OPEN = 'open',
  DONE = 'done',
  NOT_APPLICABLE = 'not-applicable',
}
registerEnumType(ChecklistState, { name: 'ChecklistState', description: 'A checklist task: open, done or not applicable.' });

export enum AccessCodeField {
  ENTRY_CODE = 'entryCode',
  ALARM_CODE = 'alarmCode',
}
registerEnumType(AccessCodeField, { name: 'AccessCodeField', description: 'The access notes that are codes (shown as dots).' });

@ObjectType({ description: 'One task of a checklist room.' })
export class ChecklistTask {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean)
  required!: boolean;
}

@ObjectType({ description: 'A room of a checklist, with its tasks.' })
export class ChecklistRoom {
  @Field(() => String)
  room!: string;

  @Field(() => [ChecklistTask])
  tasks!: ChecklistTask[];
}

@ObjectType({ description: "A service's checklist, kept by the owner in Settings." })
export class ChecklistTemplateView {
  @Field(() => ServiceType)
  service!: ServiceType;

  @Field(() => [ChecklistRoom])
  rooms!: ChecklistRoom[];
}

@ObjectType({ description: "One task of a visit's checklist, with how far it got." })
export class ChecklistItem {
  @Field(() => ID, { description: 'The task id (stable: the template or client addition it comes from).' })
  id!: string;

  @Field(() => String)
  room!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean)
  required!: boolean;

  @Field(() => ChecklistState)
  state!: ChecklistState;

  @Field(() => String, { nullable: true })
  note!: string | null;
}

@ObjectType({ description: 'How to get in, as the job page shows it: the codes are only said to exist (Reveal shows one).' })
export class VisitAccessNotes {
  @Field(() => String, { nullable: true, description: 'Key, lockbox, door: how to get in.' })
  entry!: string | null;

  @Field(() => Boolean, { description: 'An entry (door) code is on file: revealAccessCode shows it.' })
  hasEntryCode!: boolean;

  @Field(() => Boolean, { description: 'An alarm code is on file: revealAccessCode shows it.' })
  hasAlarmCode!: boolean;

  @Field(() => String, { nullable: true })
  parking!: string | null;

  @Field(() => String, { nullable: true })
  pets!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;
}

@ObjectType({ description: "A client's access notes as the owner keeps them, codes included." })
export class ClientAccessNotes {
  @Field(() => String, { nullable: true })
  entry!: string | null;

  @Field(() => String, { nullable: true })
  entryCode!: string | null;

  @Field(() => String, { nullable: true })
  alarmCode!: string | null;

  @Field(() => String, { nullable: true })
  parking!: string | null;

  @Field(() => String, { nullable: true })
  pets!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;
}

@ObjectType({ description: 'A note on a job, by a helper on it or the owner.' })
export class JobNote {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  text!: string;

  @Field(() => String)
  authorName!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'What was done at a completed visit, as the client sees it.' })
export class CompletionSummary {
  @Field(() => Int)
  doneCount!: number;

  @Field(() => Int, { description: 'Tasks that applied (done or left open; not-applicable ones are not counted).' })
  totalCount!: number;

  @Field(() => [String], { description: 'The tasks done, as "Room: task".' })
  tasksDone!: string[];
}

@InputType()
export class ChecklistTaskInput {
  @Field(() => ID, { nullable: true, description: 'Keep a task id to keep its ticks; omit for a new task.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string | null;

  @RequiredText(CHECKLIST_LABEL_MAX)
  label!: string;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean()
  required: boolean = false;
}

@InputType()
export class ChecklistRoomInput {
  @RequiredText(CHECKLIST_LABEL_MAX)
  room!: string;

  @Field(() => [ChecklistTaskInput])
  @ArrayMaxSize(CHECKLIST_TASKS_MAX)
  @ValidateNested({ each: true })
  tasks!: ChecklistTaskInput[];
}

@InputType({ description: "Replaces a service's checklist." })
export class UpdateChecklistTemplateInput {
  @Field(() => ServiceType)
  @IsEnum(ServiceType)
  service!: ServiceType;

  @Field(() => [ChecklistRoomInput])
  @ArrayMaxSize(CHECKLIST_ROOMS_MAX)
  @ValidateNested({ each: true })
  rooms!: ChecklistRoomInput[];
}

@ObjectType()
export class UpdateChecklistTemplatePayload {
  @Field(() => ChecklistTemplateView)
  template!: ChecklistTemplateView;
}

@InputType({ description: "Replaces a client's own checklist additions (added to every visit's checklist there)." })
export class UpdateClientChecklistInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => [ChecklistRoomInput])
  @ArrayMaxSize(CHECKLIST_ROOMS_MAX)
  @ValidateNested({ each: true })
  rooms!: ChecklistRoomInput[];
}

@InputType({ description: "Sets a client's access notes; every field is replaced (null or blank clears it)." })
export class UpdateClientAccessNotesInput {
  @Field(() => ID)
  clientId!: string;

  @OptionalText(ACCESS_TEXT_MAX, { description: 'Key, lockbox, door: how to get in.' })
  entry?: string | null;

  @OptionalText(ACCESS_CODE_MAX)
  entryCode?: string | null;

  @OptionalText(ACCESS_CODE_MAX)
  alarmCode?: string | null;

  @OptionalText(ACCESS_TEXT_MAX)
  parking?: string | null;

  @OptionalText(ACCESS_TEXT_MAX)
  pets?: string | null;

  @OptionalText(ACCESS_TEXT_MAX)
  notes?: string | null;
}

@ObjectType()
export class ClientPayloadOfJobPage {
  @Field(() => Client)
  client!: Client;
}

@InputType()
export class TickChecklistItemInput {
  @Field(() => ID)
  visitId!: string;

  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  itemId!: string;

  @Field(() => ChecklistState)
  @IsEnum(ChecklistState)
  state!: ChecklistState;

  @OptionalText(JOB_NOTE_MAX)
  note?: string | null;
}

@InputType()
export class RevealAccessCodeInput {
  @Field(() => ID)
  visitId!: string;

  @Field(() => AccessCodeField)
  @IsEnum(AccessCodeField)
  field!: AccessCodeField;
}

@ObjectType()
export class RevealAccessCodePayload {
  @Field(() => AccessCodeField)
  field!: AccessCodeField;

  @Field(() => String, { nullable: true, description: 'The code; null when none is on file.' })
  value!: string | null;
}

@InputType()
export class AddVisitNoteInput {
  @Field(() => ID)
  visitId!: string;

  @RequiredText(JOB_NOTE_MAX)
  text!: string;
}

@InputType({ description: 'On my way (no minutes) or Running late (minutes late).' })
export class AnnounceOnMyWayInput {
  @Field(() => ID)
  visitId!: string;

  @Field(() => Int, { nullable: true, description: `Running late by this many minutes (1 to ${LATE_MINUTES_MAX}).` })
  @IsOptional()
  @IsInt({ message: 'lateMinutes must be a whole number' })
  @Min(1, { message: `lateMinutes must be between 1 and ${LATE_MINUTES_MAX}` })
  @Max(LATE_MINUTES_MAX, { message: `lateMinutes must be between 1 and ${LATE_MINUTES_MAX}` })
  lateMinutes?: number | null;
}

@ObjectType()
export class AnnounceOnMyWayPayload {
  @Field(() => Visit)
  visit!: Visit;

  @Field(() => Boolean, { description: 'True when this was already sent for the visit (nothing new went out).' })
  alreadySent!: boolean;

  @Field(() => String, { description: 'What happened, in words for the helper.' })
  message!: string;
}

@InputType({ description: 'Complete Job; a reason is needed while required checklist tasks are open.' })
export class CompleteVisitInput {
  @Field(() => ID)
  id!: string;

  @OptionalText(COMPLETION_REASON_MAX, { description: 'Why required checklist tasks were left open.' })
  reason?: string | null;
}

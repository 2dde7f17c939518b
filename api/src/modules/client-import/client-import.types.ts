import { ArrayMaxSize, IsEnum, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  ClientImportDecision,
  ClientImportFate,
  ClientImportField,
  ImportTarget,
  MAX_IMPORT_ROWS,
} from './client-import.plan.js';

registerEnumType(ClientImportField, {
  name: 'ClientImportField',
  description: 'A field a CSV column can fill (HOURLY_RATE for helpers only; ADDRESS and ACCESS_NOTES for clients only).',
});

registerEnumType(ImportTarget, { name: 'ImportTarget', description: 'What the rows of an upload become: clients or helpers.' });
registerEnumType(ClientImportFate, {
  name: 'ClientImportFate',
  description: 'What the import does with a row: create, update, leave (unchanged or skipped), or refuse (error).',
});
registerEnumType(ClientImportDecision, {
  name: 'ClientImportDecision',
  description: "The owner's choice for a row that matches a client already kept.",
});

@InputType({ description: 'One CSV column (0-based) and the field it fills; columns not listed are ignored.' })
export class ClientImportColumnInput {
  @Field(() => Int)
  @IsInt()
  @Min(0)
  @Max(1000)
  column!: number;

  @Field(() => ClientImportField)
  field!: ClientImportField;
}

@InputType({ description: 'The choice for one matching row, by its line in the file (the header is line 1).' })
export class ClientImportDecisionInput {
  @Field(() => Int)
  @IsInt()
  @Min(2)
  @Max(MAX_IMPORT_ROWS + 1)
  line!: number;

  @Field(() => ClientImportDecision)
  decision!: ClientImportDecision;
}

@ArgsType()
export class PreviewClientImportArgs {
  @Field(() => ID, { description: 'The id POST /api/imports answered.' })
  uploadId!: string;

  @Field(() => [ClientImportColumnInput], { nullable: true, description: 'Omit for the mapping guessed from the headers.' })
  @IsOptional()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  mapping?: ClientImportColumnInput[] | null;

  @Field(() => [ClientImportDecisionInput], { nullable: true, description: 'Rows not listed that match a client: update.' })
  @IsOptional()
  @ArrayMaxSize(MAX_IMPORT_ROWS)
  @ValidateNested({ each: true })
  decisions?: ClientImportDecisionInput[] | null;

  @Field(() => ImportTarget, {
    defaultValue: ImportTarget.CLIENTS,
    description: 'Import the rows as clients (matched against the clients kept) or as helpers (against the helpers).',
  })
  @IsEnum(ImportTarget)
  target: ImportTarget = ImportTarget.CLIENTS;
}

@InputType()
export class CommitClientImportInput {
  @Field(() => ID)
  uploadId!: string;

  @Field(() => [ClientImportColumnInput])
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  mapping!: ClientImportColumnInput[];

  @Field(() => [ClientImportDecisionInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_IMPORT_ROWS)
  @ValidateNested({ each: true })
  decisions?: ClientImportDecisionInput[] | null;

  @Field(() => ImportTarget, { defaultValue: ImportTarget.CLIENTS, description: 'As in the preview.' })
  @IsEnum(ImportTarget)
  target: ImportTarget = ImportTarget.CLIENTS;
}

@ObjectType()
export class ClientImportColumn {
  @Field(() => Int)
  index!: number;

  @Field(() => String)
  header!: string;

  @Field(() => ClientImportField, { nullable: true, description: 'The field this column fills in the mapping used.' })
  field!: ClientImportField | null;

  @Field(() => [String], { description: 'The first few values, to recognise the column.' })
  samples!: string[];
}

@ObjectType()
export class ClientImportRow {
  @Field(() => Int, { description: "The row's line in the file (the header is line 1)." })
  line!: number;

  @Field(() => ClientImportFate)
  fate!: ClientImportFate;

  @Field(() => String, { nullable: true, description: 'Why: the error, the duplicate, or the client it matches.' })
  reason!: string | null;

  @Field(() => String, { nullable: true })
  displayName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'E.164.' })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The kept client (or helper, in a helper import) this row matches, by name.',
  })
  matchedClientName!: string | null;

  @Field(() => String, { nullable: true, description: 'email, phone or name.' })
  matchedBy!: string | null;

  @Field(() => [ClientImportDecision], { description: 'The choices a matching row allows; empty otherwise.' })
  choices!: ClientImportDecision[];

  @Field(() => ClientImportDecision, { nullable: true })
  decision!: ClientImportDecision | null;

  @Field(() => [String], { nullable: true, description: "An error row's cells as in the file, to download and fix." })
  cells!: string[] | null;
}

@ObjectType()
export class ClientImportCounts {
  @Field(() => Int) create!: number;
  @Field(() => Int) update!: number;
  @Field(() => Int) unchanged!: number;
  @Field(() => Int) skip!: number;
  @Field(() => Int) error!: number;
  @Field(() => Int) total!: number;
}

@ObjectType({ description: 'The dry run of an import (clients or helpers): every row and what committing would do with it.' })
export class ClientImportPreview {
  @Field(() => ID)
  uploadId!: string;

  @Field(() => String)
  fileName!: string;

  @Field(() => String, { description: 'How the file was read: utf-8 or windows-1252.' })
  encoding!: string;

  @Field(() => [ClientImportColumn])
  columns!: ClientImportColumn[];

  @Field(() => ClientImportCounts)
  counts!: ClientImportCounts;

  @Field(() => [ClientImportRow])
  rows!: ClientImportRow[];
}

@ObjectType()
export class CommitClientImportPayload {
  @Field(() => Int) created!: number;
  @Field(() => Int) updated!: number;
  @Field(() => Int, { description: 'Unchanged and skipped rows.' }) skipped!: number;
  @Field(() => Int) errors!: number;

  @Field(() => Boolean, { description: 'This upload had been imported already: nothing changed this time.' })
  alreadyImported!: boolean;
}

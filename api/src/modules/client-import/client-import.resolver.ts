import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { badInput } from '../../shared/errors.js';
import { ClientImportFate, type ClientImportDecision, countFates } from './client-import.plan.js';
import type { ClientImportPreview as PreviewResult } from './client-import.service.js';
import {
  type ClientImportDecisionInput,
  ClientImportPreview,
  CommitClientImportInput,
  CommitClientImportPayload,
  PreviewClientImportArgs,
} from './client-import.types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uploadIdOf(id: string): string {
  if (!UUID.test(id)) throw badInput('uploadId', 'Not an upload id: upload the file again');
  return id.toLowerCase();
}

const decisionMap = (decisions: ClientImportDecisionInput[] | null | undefined) =>
  new Map<number, ClientImportDecision>((decisions ?? []).map((d) => [d.line, d.decision]));

const SAMPLES = 3;

function toPreview({ upload, parsed, mapping, rows }: PreviewResult): ClientImportPreview {
  const counts = countFates(rows);
  return {
    uploadId: upload.id,
    fileName: upload.fileName,
    encoding: upload.encoding,
    columns: parsed.headers.map((header, index) => ({
      index,
      header,
      field: mapping.find((m) => m.column === index)?.field ?? null,
      samples: parsed.rows.slice(0, SAMPLES).map((row) => row.cells[index] ?? ''),
    })),
    counts: {
      create: counts.CREATE,
      update: counts.UPDATE,
      unchanged: counts.UNCHANGED,
      skip: counts.SKIP,
      error: counts.ERROR,
      total: rows.length,
    },
    rows: rows.map((row) => ({
      line: row.line,
      fate: row.fate,
      reason: row.reason,
      displayName: row.values?.displayName ?? null,
      email: row.values?.email ?? null,
      phone: row.values?.phone ?? null,
      address: (row.values as { address?: string | null } | null)?.address ?? null,
      matchedClientName: row.match?.record.displayName ?? null,
      matchedBy: row.match?.by ?? null,
      choices: row.choices,
      decision: row.decision,
      cells: row.fate === ClientImportFate.ERROR ? row.cells : null,
    })),
  };
}

@Resolver()
export class ClientImportResolver {
  @Auth(Role.ADMIN)
  @Query(() => ClientImportPreview, {
    description:
      'The dry run of an uploaded CSV (POST /api/imports) as clients or helpers: every row and its fate; nothing is written.',
  })
  async previewClientImport(
    @Args(() => PreviewClientImportArgs) args: PreviewClientImportArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const result = await services.clientImports.preview(
      em,
      viewer!,
      uploadIdOf(args.uploadId),
      args.mapping,
      decisionMap(args.decisions),
      args.target,
    );
    return toPreview(result);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CommitClientImportPayload, {
    description:
      'Imports the upload as previewed (clients or helpers), all or nothing; committing the same upload again changes nothing.',
  })
  commitClientImport(
    @Arg('input', () => CommitClientImportInput) input: CommitClientImportInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.clientImports.commit(
      em,
      viewer!,
      uploadIdOf(input.uploadId),
      input.mapping,
      decisionMap(input.decisions),
      input.target,
    );
  }
}

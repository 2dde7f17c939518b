/** What POST /api/imports answers: the stored upload and the mapping guessed from its headers. */
export interface ImportUpload {
  uploadId: string;
  fileName: string;
  encoding: string;
  rowCount: number;
  columns: { index: number; header: string; field: string | null }[];
}

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const SAMPLE_CSV_URL = '/api/imports/sample.csv';
export const HELPERS_SAMPLE_CSV_URL = '/api/imports/helpers-sample.csv';

/** What the rows become; the server guesses the columns for it. */
export type ImportKind = 'clients' | 'helpers';

export class ImportUploadError extends Error {}

/** Why a chosen file cannot be sent (the server checks again); null when it can. */
export function importFileProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return 'Choose a CSV file to upload.';
  if (file.size === 0) return 'That file is empty.';
  if (file.size > IMPORT_MAX_BYTES) return 'The file is over 5 MB: split it into smaller files.';
  return null;
}

/** Sends the file as multipart field `file` (GraphQL carries no files); the server's message when it refuses. */
export async function uploadImportFile(
  file: File,
  fetchImpl: typeof fetch = fetch,
  kind: ImportKind = 'clients',
): Promise<ImportUpload> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl('/api/imports', { method: 'POST', credentials: 'same-origin', body });
  } catch {
    throw new ImportUploadError('Could not reach the server. Check your connection and try again.');
  }
  let answer: { message?: string } & Partial<ImportUpload> = {};
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // not JSON: the plain message below
  }
  if (!response.ok) throw new ImportUploadError(answer.message ?? `Upload failed (${response.status}).`);
  return answer as ImportUpload;
}

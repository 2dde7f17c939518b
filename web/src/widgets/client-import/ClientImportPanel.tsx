import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { ClientImportDecision, ClientImportFate, ClientImportField, ImportTarget } from '../../gql/graphql';
import { downloadCsv, toCsv } from '../../lib/csv';
import { Alert } from '../../ui/Alert';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Fieldset } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Radio } from '../../ui/Radio';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../../ui/Table';
import {
  HELPERS_SAMPLE_CSV_URL,
  type ImportKind,
  type ImportUpload,
  importFileProblem,
  SAMPLE_CSV_URL,
  uploadImportFile,
} from './importUpload';

export const previewClientImportQuery = graphql(`
  query ClientImportPanel_Preview(
    $uploadId: ID!
    $mapping: [ClientImportColumnInput!]
    $decisions: [ClientImportDecisionInput!]
    $target: ImportTarget
  ) {
    previewClientImport(uploadId: $uploadId, mapping: $mapping, decisions: $decisions, target: $target) {
      uploadId
      encoding
      columns {
        index
        header
        field
      }
      counts {
        create
        update
        unchanged
        skip
        error
        total
      }
      rows {
        line
        fate
        reason
        displayName
        email
        phone
        choices
        decision
        cells
      }
    }
  }
`);

export const commitClientImportMutation = graphql(`
  mutation ClientImportPanel_Commit($input: CommitClientImportInput!) {
    commitClientImport(input: $input) {
      created
      updated
      skipped
      errors
      alreadyImported
    }
  }
`);

export const FIELD_OPTIONS: { value: ClientImportField; label: string }[] = [
  { value: 'NAME', label: 'Name' },
  { value: 'FIRST_NAME', label: 'First name' },
  { value: 'LAST_NAME', label: 'Last name' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'PHONE', label: 'Phone' },
  { value: 'ADDRESS', label: 'Address' },
  { value: 'NOTES', label: 'Notes' },
  { value: 'ACCESS_NOTES', label: 'Access notes' },
  { value: 'ACTIVE', label: 'Active' },
];

/** The helper import's fields: no address or access notes, an hourly rate instead. */
export const HELPER_FIELD_OPTIONS: { value: ClientImportField; label: string }[] = [
  ...FIELD_OPTIONS.filter((option) => option.value !== 'ADDRESS' && option.value !== 'ACCESS_NOTES'),
  { value: 'HOURLY_RATE', label: 'Hourly rate' },
];

const KINDS: Record<ImportKind, { target: ImportTarget; noun: string; sample: string; fields: typeof FIELD_OPTIONS }> = {
  clients: { target: 'CLIENTS', noun: 'clients', sample: SAMPLE_CSV_URL, fields: FIELD_OPTIONS },
  helpers: { target: 'HELPERS', noun: 'helpers', sample: HELPERS_SAMPLE_CSV_URL, fields: HELPER_FIELD_OPTIONS },
};

const FATES: Record<ClientImportFate, { label: string; tone: BadgeTone }> = {
  CREATE: { label: 'Create', tone: 'success' },
  UPDATE: { label: 'Update', tone: 'info' },
  UNCHANGED: { label: 'Unchanged', tone: 'neutral' },
  SKIP: { label: 'Skip', tone: 'neutral' },
  ERROR: { label: 'Error', tone: 'danger' },
};

const DECISIONS: Record<ClientImportDecision, string> = {
  SKIP: 'Skip',
  UPDATE: 'Update',
  CREATE: 'Create anyway',
};

/** Rows shown at a time: a 2,000-row file stays quick to draw. */
export const ROWS_SHOWN = 50;

type Mapping = Record<number, ClientImportField | ''>;

function initialMapping(upload: ImportUpload): Mapping {
  return Object.fromEntries(upload.columns.map((column) => [column.index, (column.field as ClientImportField | null) ?? '']));
}

/**
 * Settings → Import: choose clients or helpers, upload a CSV, check the guessed column mapping, read the dry run row
 * by row (choosing per duplicate), then import it all at once. Every number and fate comes from the server's dry run.
 */
export function ClientImportPanel({ onImported }: { onImported?: () => void } = {}) {
  const fileId = useId();
  const [kind, setKind] = useState<ImportKind>('clients');
  const { target, noun, sample, fields } = KINDS[kind];
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [decisions, setDecisions] = useState<Record<number, ClientImportDecision>>({});
  const [shown, setShown] = useState(ROWS_SHOWN);
  const [confirming, setConfirming] = useState(false);

  async function onFile(file: File | undefined) {
    const problem = importFileProblem(file);
    setUploadError(problem);
    if (problem || !file) return;
    setUploading(true);
    try {
      const answer = await uploadImportFile(file, fetch, kind);
      setUpload(answer);
      setMapping(initialMapping(answer));
      setDecisions({});
      setShown(ROWS_SHOWN);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'Upload failed.');
    } finally {
      setUploading(false);
    }
  }

  const variables = useMemo(
    () =>
      upload && {
        uploadId: upload.uploadId,
        mapping: Object.entries(mapping)
          .filter(([, field]) => field)
          .map(([column, field]) => ({ column: Number(column), field: field as ClientImportField })),
        decisions: Object.entries(decisions).map(([line, decision]) => ({ line: Number(line), decision })),
        target,
      },
    [upload, mapping, decisions, target],
  );
  const preview = useQuery(previewClientImportQuery, {
    variables: variables ?? { uploadId: '' },
    skip: !variables,
    fetchPolicy: 'network-only',
  });
  const [commit, committing] = useMutation(commitClientImportMutation, {
    update(cache) {
      cache.evict({ fieldName: kind });
      cache.gc();
    },
  });
  const result = preview.data?.previewClientImport;
  const committed = committing.data?.commitClientImport;

  function downloadErrors() {
    if (!upload || !result) return;
    const rows = result.rows.filter((row) => row.fate === 'ERROR');
    const headers = upload.columns.map((column) => column.header);
    downloadCsv(
      `${noun}-to-fix.csv`,
      toCsv(
        [...headers, 'Problem'],
        rows.map((row) => [...(row.cells ?? []), row.reason]),
      ),
    );
  }

  async function onConfirm() {
    if (!variables) return;
    try {
      await commit({ variables: { input: variables } });
      onImported?.();
    } finally {
      setConfirming(false);
    }
  }

  const toImport = result ? result.counts.create + result.counts.update : 0;

  function chooseKind(next: ImportKind) {
    // The columns were guessed for the other kind: the file is chosen again.
    setKind(next);
    setUpload(null);
    setUploadError(null);
    committing.reset();
  }

  return (
    <StyledPanel>
      <Fieldset legend="Import">
        <StyledKinds>
          <Radio
            name="import-kind"
            label="Clients"
            checked={kind === 'clients'}
            onChange={() => chooseKind('clients')}
            disabled={uploading || committing.loading}
          />
          <Radio
            name="import-kind"
            label="Helpers"
            hint="Matched to the helpers you have by email or phone."
            checked={kind === 'helpers'}
            onChange={() => chooseKind('helpers')}
            disabled={uploading || committing.loading}
          />
        </StyledKinds>
      </Fieldset>
      <StyledRow>
        <StyledFile>
          <label htmlFor={fileId}>CSV file</label>
          <input
            key={kind}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={uploading}
            onChange={(event) => void onFile(event.currentTarget.files?.[0])}
          />
        </StyledFile>
        <ButtonLink $variant="secondary" $size="sm" href={sample} download>
          Download a sample CSV
        </ButtonLink>
      </StyledRow>
      {uploading ? <Spinner label="Uploading…" /> : null}
      {uploadError ? <Alert>{uploadError}</Alert> : null}

      {upload && !committed ? (
        <>
          <StyledHeading>Columns</StyledHeading>
          <p>
            {upload.fileName}: {upload.rowCount} rows ({upload.encoding === 'windows-1252' ? 'Windows-1252' : 'UTF-8'}). Choose
            what each column holds.
          </p>
          <StyledMapping>
            {upload.columns.map((column) => (
              <Select
                key={column.index}
                label={column.header || `Column ${column.index + 1}`}
                value={mapping[column.index] ?? ''}
                options={[{ value: '', label: "Don't import" }, ...fields]}
                onChange={(event) => {
                  const field = event.currentTarget.value as ClientImportField | '';
                  setMapping((current) => ({ ...current, [column.index]: field }));
                }}
              />
            ))}
          </StyledMapping>

          <StyledHeading>Preview</StyledHeading>
          {preview.error ? (
            <Alert>{errorMessage(preview.error)}</Alert>
          ) : !result ? (
            <Spinner label="Checking every row…" />
          ) : (
            <>
              <StyledCounts aria-label="Summary" aria-busy={preview.loading || undefined}>
                <li>{result.counts.create} to create</li>
                <li>{result.counts.update} to update</li>
                <li>{result.counts.unchanged} unchanged</li>
                <li>{result.counts.skip} skipped</li>
                <li>{result.counts.error} with errors</li>
              </StyledCounts>
              {result.counts.error > 0 ? (
                <Button $variant="secondary" $size="sm" onClick={downloadErrors}>
                  Download rows with errors
                </Button>
              ) : null}
              <Table caption="Every row of the file and what the import does with it" busy={preview.loading} collapse={[4, 3]}>
                <THead>
                  <Th>Row</Th>
                  <Th>Name</Th>
                  <Th>Email</Th>
                  <Th>Phone</Th>
                  <Th>What happens</Th>
                </THead>
                <TBody>
                  {result.rows.slice(0, shown).map((row) => (
                    <Tr key={row.line}>
                      <Td label="Row">{row.line}</Td>
                      <Td label="Name" primary>
                        {row.displayName ?? '—'}
                      </Td>
                      <Td label="Email">{row.email ?? '—'}</Td>
                      <Td label="Phone">{row.phone ?? '—'}</Td>
                      <Td label="What happens" wrap>
                        <Badge tone={FATES[row.fate].tone}>{FATES[row.fate].label}</Badge>
                        {row.reason ? <StyledReason>{row.reason}</StyledReason> : null}
                        {row.choices.length > 0 ? (
                          <Select
                            label={`Row ${row.line}: duplicate`}
                            value={row.decision ?? 'UPDATE'}
                            options={row.choices.map((choice) => ({ value: choice, label: DECISIONS[choice] }))}
                            onChange={(event) => {
                              const decision = event.currentTarget.value as ClientImportDecision;
                              setDecisions((current) => ({ ...current, [row.line]: decision }));
                            }}
                          />
                        ) : null}
                      </Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
              {result.rows.length > shown ? (
                <Button $variant="secondary" $size="sm" onClick={() => setShown((n) => n + ROWS_SHOWN)}>
                  Show {Math.min(ROWS_SHOWN, result.rows.length - shown)} more rows
                </Button>
              ) : null}
              <StyledRow>
                <Button disabled={toImport === 0 || preview.loading} onClick={() => setConfirming(true)}>
                  Import
                </Button>
              </StyledRow>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={`Import these ${noun}?`}
                description={`${result.counts.create} ${noun} will be created and ${result.counts.update} updated. Rows with errors and skipped rows are left out.`}
                confirmLabel="Import"
                pendingLabel="Importing..."
                pending={committing.loading}
                onConfirm={() => void onConfirm()}
              />
              {committing.error ? <Alert>{errorMessage(committing.error)}</Alert> : null}
            </>
          )}
        </>
      ) : null}

      {committed ? (
        <div role="status">
          <StyledHeading>Import finished</StyledHeading>
          <p>
            {committed.alreadyImported ? 'This file was imported already; nothing changed. ' : null}
            {committed.created} created, {committed.updated} updated, {committed.skipped} skipped, {committed.errors} with errors.
          </p>
          <Button
            $variant="secondary"
            $size="sm"
            onClick={() => {
              setUpload(null);
              committing.reset();
            }}
          >
            Import another file
          </Button>
        </div>
      ) : null}
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  min-width: 0;

  > * {
    max-width: 100%;
  }
`;

const StyledKinds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  flex-basis: 100%;
`;

const StyledFile = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    max-width: 100%;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledHeading = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

const StyledMapping = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr));
  gap: 0.75rem;
`;

const StyledCounts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: 600;
`;

const StyledReason = styled.span`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

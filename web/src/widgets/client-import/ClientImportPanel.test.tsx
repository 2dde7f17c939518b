import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ClientImportPanel, commitClientImportMutation, previewClientImportQuery } from './ClientImportPanel';

const UPLOAD = {
  uploadId: '6f1c3f0e-0000-4000-8000-000000000001',
  fileName: 'clients.csv',
  encoding: 'windows-1252',
  rowCount: 3,
  columns: [
    { index: 0, header: 'Client', field: 'NAME' },
    { index: 1, header: 'E-mail', field: 'EMAIL' },
    { index: 2, header: 'Colour', field: null },
  ],
};
const MAPPING = [
  { column: 0, field: 'NAME' },
  { column: 1, field: 'EMAIL' },
];

const row = (line: number, fate: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ClientImportRow',
  line,
  fate,
  reason: null,
  displayName: `Person ${line}`,
  email: null,
  phone: null,
  choices: [],
  decision: null,
  cells: null,
  ...extra,
});

function previewMock(
  decisions: { line: number; decision: string }[],
  duplicateFate: string,
  decision: string,
  target = 'CLIENTS',
) {
  return {
    request: {
      query: previewClientImportQuery,
      variables: { uploadId: UPLOAD.uploadId, mapping: MAPPING, decisions, target },
    },
    result: {
      data: {
        previewClientImport: {
          __typename: 'ClientImportPreview',
          uploadId: UPLOAD.uploadId,
          encoding: 'windows-1252',
          columns: [],
          counts: {
            __typename: 'ClientImportCounts',
            create: 1,
            update: duplicateFate === 'UPDATE' ? 1 : 0,
            unchanged: 0,
            skip: duplicateFate === 'SKIP' ? 1 : 0,
            error: 1,
            total: 3,
          },
          rows: [
            row(2, 'CREATE', { displayName: 'José Núñez' }),
            row(3, duplicateFate, { reason: 'Updates Jane (same email)', choices: ['SKIP', 'UPDATE'], decision }),
            row(4, 'ERROR', { displayName: null, reason: 'Name is missing', cells: ['', 'x@y.test', 'red'] }),
          ],
        },
      },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

function stubUpload(answer: unknown, status = 201) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const csvFile = (size?: number) => {
  const file = new File(['Client,E-mail\nA,a@b.test\n'], 'clients.csv', { type: 'text/csv' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('ClientImportPanel', () => {
  it('uploads, shows the guessed mapping and the dry run, takes a choice per duplicate, and imports after confirming', async () => {
    const fetchMock = stubUpload(UPLOAD);
    const { user } = renderWithProviders(<ClientImportPanel />, {
      mocks: [
        previewMock([], 'UPDATE', 'UPDATE'),
        previewMock([{ line: 3, decision: 'SKIP' }], 'SKIP', 'SKIP'),
        {
          request: {
            query: commitClientImportMutation,
            variables: {
              input: {
                uploadId: UPLOAD.uploadId,
                mapping: MAPPING,
                decisions: [{ line: 3, decision: 'SKIP' }],
                target: 'CLIENTS',
              },
            },
          },
          result: {
            data: {
              commitClientImport: {
                __typename: 'CommitClientImportPayload',
                created: 1,
                updated: 0,
                skipped: 1,
                errors: 1,
                alreadyImported: false,
              },
            },
          },
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'Download a sample CSV' }).getAttribute('href')).toBe('/api/imports/sample.csv');
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    expect(fetchMock).toHaveBeenCalledWith('/api/imports', expect.objectContaining({ method: 'POST' }));

    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Client' })).value).toBe('NAME');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Colour' }).value).toBe('');
    expect(screen.getByText(/3 rows \(Windows-1252\)/)).toBeTruthy();

    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(within(summary).getByText('1 to update')).toBeTruthy();
    expect(screen.getByText('José Núñez')).toBeTruthy();
    expect(screen.getByText('Name is missing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download rows with errors' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Row 3: duplicate' }), 'SKIP');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Summary' })).getByText('1 skipped')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 clients will be created and 0 updated');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 created, 0 updated, 1 skipped, 1 with errors.')).toBeTruthy();
  }, 20_000);

  it('says why the server refused the file, and refuses a file over 5 MB before sending it', async () => {
    const fetchMock = stubUpload({ message: 'This file is not a CSV', code: 'BAD_USER_INPUT', field: 'file' }, 400);
    const { user } = renderWithProviders(<ClientImportPanel />);
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    expect(await screen.findByText('This file is not a CSV')).toBeTruthy();
    fetchMock.mockClear();
    await user.upload(screen.getByLabelText('CSV file'), csvFile(6 * 1024 * 1024));
    expect(await screen.findByText('The file is over 5 MB: split it into smaller files.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the dry run refusal when no column holds the name', async () => {
    stubUpload(UPLOAD);
    const { user } = renderWithProviders(<ClientImportPanel />, {
      mocks: [
        previewMock([], 'UPDATE', 'UPDATE'),
        {
          request: {
            query: previewClientImportQuery,
            variables: { uploadId: UPLOAD.uploadId, mapping: [{ column: 1, field: 'EMAIL' }], decisions: [], target: 'CLIENTS' },
          },
          result: {
            errors: [new GraphQLError('No column holds the name: choose the column with the name (or first and last name)')],
          },
        },
      ],
    });
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Client' }), '');
    expect(await screen.findByText(/No column holds the name/)).toBeTruthy();
  });

  it('imports helpers when the owner chooses Helpers: their sample, their fields, the kind sent with the file', async () => {
    const fetchMock = stubUpload(UPLOAD);
    const { user } = renderWithProviders(<ClientImportPanel />, {
      mocks: [
        previewMock([], 'UPDATE', 'UPDATE', 'HELPERS'),
        {
          request: {
            query: commitClientImportMutation,
            variables: { input: { uploadId: UPLOAD.uploadId, mapping: MAPPING, decisions: [], target: 'HELPERS' } },
          },
          result: {
            data: {
              commitClientImport: {
                __typename: 'CommitClientImportPayload',
                created: 1,
                updated: 1,
                skipped: 0,
                errors: 1,
                alreadyImported: false,
              },
            },
          },
        },
      ],
    });
    await user.click(screen.getByRole('radio', { name: /Helpers/ }));
    expect(screen.getByRole('link', { name: 'Download a sample CSV' }).getAttribute('href')).toBe(
      '/api/imports/helpers-sample.csv',
    );
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    const sent = (fetchMock.mock.calls[0] as unknown as [string, { body: FormData }])[1].body;
    expect(sent.get('kind')).toBe('helpers');

    const column = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Colour' });
    const options = [...column.options].map((option) => option.value);
    expect(options).toContain('HOURLY_RATE');
    expect(options).not.toContain('ACCESS_NOTES');

    await screen.findByRole('list', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 helpers will be created and 1 updated');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 created, 1 updated, 0 skipped, 1 with errors.')).toBeTruthy();
  }, 20_000);
});

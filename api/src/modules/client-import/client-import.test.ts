import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { Client } from '../client/client.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { ClientImport } from './client-import.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PREVIEW = `query($uploadId: ID!, $mapping: [ClientImportColumnInput!], $decisions: [ClientImportDecisionInput!], $target: ImportTarget) {
  previewClientImport(uploadId: $uploadId, mapping: $mapping, decisions: $decisions, target: $target) {
    uploadId fileName encoding
    columns { index header field samples }
    counts { create update unchanged skip error total }
    rows { line fate reason displayName email phone address matchedClientName matchedBy choices decision cells }
  }
}`;
const COMMIT = `mutation($input: CommitClientImportInput!) {
  commitClientImport(input: $input) { created updated skipped errors alreadyImported }
}`;

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
const admin = async () => (await t.signInAs(Role.ADMIN)).agent;
const tag = () => Math.random().toString(36).slice(2, 8);

async function upload(agent: Agent, content: string | Buffer, name = 'clients.csv') {
  return agent.post('/api/imports').attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), name);
}

async function uploadId(agent: Agent, content: string | Buffer) {
  const response = await upload(agent, content);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.uploadId as string;
}

async function preview(agent: Agent, id: string, variables: Record<string, unknown> = {}) {
  const result = await gql(agent, PREVIEW, { uploadId: id, ...variables });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.previewClientImport;
}

const clientsWith = (domain: string) => t.em().find(Client, { email: { $like: `%@${domain}` } }, { orderBy: { email: 'asc' } });

describe('who may import', () => {
  it('refuses the upload to clients, helpers and the signed-out, before reading the file', async () => {
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect((await upload(agent, 'Name\nA\n')).status).toBe(403);
    }
    expect((await t.request().post('/api/imports').attach('file', Buffer.from('Name\nA\n'), 'a.csv')).status).toBe(401);
  });

  it('refuses the preview and the commit to every role but the owner', async () => {
    const id = await uploadId(await admin(), 'Name\nSomeone\n');
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, PREVIEW, { uploadId: id }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, COMMIT, { input: { uploadId: id, mapping: [{ column: 0, field: 'NAME' }] } }))).toBe(
        'FORBIDDEN',
      );
    }
    expect(errorCode(await gql(t.request(), PREVIEW, { uploadId: id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.request(), COMMIT, { input: { uploadId: id, mapping: [] } }))).toBe('UNAUTHENTICATED');
    expect(await t.em().count(Client, { displayName: 'Someone' })).toBe(0);
  });

  it('serves a sample CSV that imports as it is', async () => {
    const sample = await t.request().get('/api/imports/sample.csv');
    expect(sample.status).toBe(200);
    expect(sample.headers['content-type']).toMatch(/^text\/csv/);
    const agent = await admin();
    const result = await preview(agent, await uploadId(agent, sample.text));
    expect(result.counts).toMatchObject({ create: 2, error: 0 });
    expect(result.columns.map((c: { field: string }) => c.field)).toEqual([
      'NAME',
      'EMAIL',
      'PHONE',
      'ADDRESS',
      'NOTES',
      'ACCESS_NOTES',
      'ACTIVE',
    ]);
  });
});

describe('reading the file', () => {
  it('reads UTF-8 with a BOM and Windows-1252 from Excel alike', async () => {
    const agent = await admin();
    const withBom = await upload(
      agent,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Name,Email\nJosé Núñez,jose@bom.test\n')]),
    );
    expect(withBom.body).toMatchObject({
      encoding: 'utf-8',
      rowCount: 1,
      columns: [
        { header: 'Name', field: 'NAME' },
        { header: 'Email', field: 'EMAIL' },
      ],
    });
    const excel = await upload(agent, Buffer.from('Name,Email\r\nJos\xe9 N\xfa\xf1ez,jose@cp1252.test\r\n', 'latin1'));
    expect(excel.body.encoding).toBe('windows-1252');
    for (const response of [withBom, excel]) {
      const rows = (await preview(agent, response.body.uploadId)).rows;
      expect(rows[0].displayName).toBe('José Núñez');
    }
  });

  it('refuses a file that is not a CSV, one over 5 MB, an empty one and no file, changing nothing', async () => {
    const agent = await admin();
    const before = await t.em().count(ClientImport);
    const xlsx = await upload(agent, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), 'clients.xlsx');
    expect(xlsx.status).toBe(400);
    expect(xlsx.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', message: expect.stringContaining('not a CSV') });
    const big = await upload(agent, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The file is over 5 MB: split it into smaller files');
    expect((await upload(agent, '')).status).toBe(400);
    const none = await agent.post('/api/imports').field('other', 'x');
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('file');
    expect(await t.em().count(ClientImport)).toBe(before);
  });

  it('refuses a mapping with no name column, naming the mapping', async () => {
    const agent = await admin();
    const id = await uploadId(agent, 'Mail,Telephone\na@x.test,2395550100\n');
    const result = await gql(agent, PREVIEW, { uploadId: id });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]).toMatchObject({
      message: 'No column holds the name: choose the column with the name (or first and last name)',
      extensions: { field: 'mapping' },
    });
    const bad = await gql(agent, PREVIEW, { uploadId: id, mapping: [{ column: 7, field: 'NAME' }] });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mapping' });
    expect((await gql(agent, PREVIEW, { uploadId: 'nope' })).errors![0].extensions).toMatchObject({ field: 'uploadId' });
  });
});

describe('the dry run', () => {
  it("guesses the mapping, joins first and last names, and gives every row's fate with its reason", async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    await t.buildClient({ displayName: 'Kept By Email', email: `kept@${d}`, address: 'Old address' });
    await t.buildClient({ displayName: 'Kept By Phone', phone: '+12395550111', email: `phone@${d}` });
    const csv = [
      'First Name,Last Name,E-mail,Mobile,Street Address,Notes,Gate code,Status',
      `Ann,Lee,ann@${d},(239) 555-0101,1 Main St,,1234,active`,
      `Kept,By Email,KEPT@${d},,New address,,,`,
      `Kept,By Phone,,239.555.0111,,,,`,
      `,,nobody@${d},,,,,`,
      `Bad,Email,not-an-email,,,,,`,
      `Bad,Phone,,12,,,,`,
      `Ann,Again,ann@${d},,,,,`,
      `=HYPERLINK("x"),Formula,formula@${d},,,@SUM(A1),,`,
      `Odd,Active,odd@${d},,,,,maybe`,
    ].join('\n');
    const result = await preview(agent, await uploadId(agent, csv));
    expect(result.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'FIRST_NAME',
      'LAST_NAME',
      'EMAIL',
      'PHONE',
      'ADDRESS',
      'NOTES',
      'ACCESS_NOTES',
      'ACTIVE',
    ]);
    const fates = result.rows.map((r: { line: number; fate: string; reason: string | null }) => [r.line, r.fate, r.reason]);
    expect(fates).toEqual([
      [2, 'CREATE', null],
      [3, 'UPDATE', 'Updates Kept By Email (same email)'],
      [4, 'UNCHANGED', 'Already up to date: Kept By Phone (same phone)'],
      [5, 'ERROR', 'Name is missing'],
      [6, 'ERROR', 'Email is not valid: not-an-email'],
      [7, 'ERROR', 'Phone is not valid: 12'],
      [8, 'SKIP', 'Same email as row 2'],
      [9, 'CREATE', null],
      [10, 'ERROR', 'Active must be yes or no, not maybe'],
    ]);
    expect(result.rows[0]).toMatchObject({ displayName: 'Ann Lee', email: `ann@${d}`, phone: '+12395550101', cells: null });
    expect(result.rows[1]).toMatchObject({ matchedClientName: 'Kept By Email', matchedBy: 'email', choices: ['SKIP', 'UPDATE'] });
    expect(result.rows[2]).toMatchObject({ matchedBy: 'phone', choices: ['SKIP', 'UPDATE', 'CREATE'], decision: 'UPDATE' });
    expect(result.rows[4].cells).toEqual(['Bad', 'Email', 'not-an-email', '', '', '', '', '']);
    expect(result.counts).toEqual({ create: 2, update: 1, unchanged: 1, skip: 1, error: 4, total: 9 });
    // A dry run writes nothing.
    expect((await clientsWith(d)).map((c) => c.displayName)).toEqual(['Kept By Email', 'Kept By Phone']);
  });

  it("follows the owner's choice per duplicate, and refuses creating a second active client with one email", async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    await t.buildClient({ displayName: 'Same Phone', phone: '+12395550122' });
    await t.buildClient({ displayName: 'Same Mail', email: `m@${d}` });
    const id = await uploadId(agent, `Name,Phone,Email\nOther Person,2395550122,\nSame Mail,,m@${d}\n`);
    const chosen = await preview(agent, id, {
      decisions: [
        { line: 2, decision: 'CREATE' },
        { line: 3, decision: 'SKIP' },
      ],
    });
    expect(chosen.rows.map((r: { fate: string }) => r.fate)).toEqual(['CREATE', 'SKIP']);
    expect(chosen.rows[0].reason).toBe('Created beside Same Phone (same phone)');
    const refused = await gql(agent, PREVIEW, { uploadId: id, decisions: [{ line: 3, decision: 'CREATE' }] });
    expect(refused.errors![0]).toMatchObject({
      message: 'Row 3: another active client already has this email, so choose Skip or Update',
      extensions: { code: 'BAD_USER_INPUT', field: 'decisions' },
    });
  });
});

describe('committing', () => {
  const MAPPING = [
    { column: 0, field: 'NAME' },
    { column: 1, field: 'EMAIL' },
    { column: 2, field: 'PHONE' },
    { column: 3, field: 'NOTES' },
  ];

  it('imports as previewed, stores a formula as text, and a second commit or a second upload of the file changes nothing', async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    await t.buildClient({ displayName: 'Old Name', email: `old@${d}` });
    const csv = `Name,Email,Phone,Notes\nNew One,new@${d},,\nNew Name,old@${d},,\n=1+2,calc@${d},,+cmd|' /C calc'!A0\nNo Contact,,,\nBroken,bad,,\n`;
    const id = await uploadId(agent, csv);
    const first = await gql(agent, COMMIT, { input: { uploadId: id, mapping: MAPPING } });
    expect(first.data.commitClientImport).toEqual({ created: 3, updated: 1, skipped: 0, errors: 1, alreadyImported: false });
    const clients = await clientsWith(d);
    expect(clients.map((c) => [c.displayName, c.email, c.notes])).toEqual([
      ['=1+2', `calc@${d}`, "+cmd|' /C calc'!A0"],
      ['New One', `new@${d}`, null],
      ['New Name', `old@${d}`, null],
    ]);
    expect(await t.em().count(Client, { displayName: 'No Contact' })).toBe(1);

    const again = await gql(agent, COMMIT, { input: { uploadId: id, mapping: MAPPING } });
    expect(again.data.commitClientImport).toMatchObject({ created: 3, updated: 1, alreadyImported: true });

    const secondUpload = await uploadId(agent, csv);
    expect((await preview(agent, secondUpload, { mapping: MAPPING })).counts).toMatchObject({
      create: 0,
      update: 0,
      unchanged: 4,
      error: 1,
    });
    const second = await gql(agent, COMMIT, { input: { uploadId: secondUpload, mapping: MAPPING } });
    expect(second.data.commitClientImport).toEqual({ created: 0, updated: 0, skipped: 4, errors: 1, alreadyImported: false });
    expect((await clientsWith(d)).map((c) => [c.displayName, c.updatedAt.getTime()])).toEqual(
      clients.map((c) => [c.displayName, c.updatedAt.getTime()]),
    );
    expect(await t.em().count(Client, { displayName: 'No Contact' })).toBe(1);
  });

  it("puts the access notes column into the client's access notes, keeping the codes already kept there", async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    const kept = await t.buildClient({ displayName: 'Has Codes', email: `codes@${d}`, notes: 'Likes the blinds up' });
    await t.em().nativeUpdate(Client, kept.id, {
      accessNotes: { entry: 'Side door', entryCode: '4321', alarmCode: null, parking: null, pets: null, notes: null },
    });
    const csv = `Name,Email,Notes,Access notes\nNew Home,home@${d},Two dogs,Key under the mat\nHas Codes,codes@${d},,Gate sticks\n`;
    const mapping = [
      { column: 0, field: 'NAME' },
      { column: 1, field: 'EMAIL' },
      { column: 2, field: 'NOTES' },
      { column: 3, field: 'ACCESS_NOTES' },
    ];
    const first = await gql(agent, COMMIT, { input: { uploadId: await uploadId(agent, csv), mapping } });
    expect(first.data.commitClientImport).toMatchObject({ created: 1, updated: 1, errors: 0 });
    const stored = await t
      .em()
      .find(Client, { email: { $like: `%@${d}` } }, { populate: ['accessNotes'], orderBy: { email: 'asc' } });
    expect(stored.map((c) => [c.displayName, c.notes, c.accessNotes])).toEqual([
      [
        'Has Codes',
        'Likes the blinds up',
        { entry: 'Side door', entryCode: '4321', alarmCode: null, parking: null, pets: null, notes: 'Gate sticks' },
      ],
      [
        'New Home',
        'Two dogs',
        { entry: null, entryCode: null, alarmCode: null, parking: null, pets: null, notes: 'Key under the mat' },
      ],
    ]);
    expect(stored[0].id).toBe(kept.id);
    // The same file again finds the access notes already there: nothing to change.
    const again = await preview(agent, await uploadId(agent, csv), { mapping });
    expect(again.counts).toMatchObject({ create: 0, update: 0, unchanged: 2 });
  });

  it('is all or nothing: a failure on a late row leaves no row of the file written', async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    await t.buildClient({ displayName: 'Before', email: `before@${d}` });
    const knex = t.orm.em.getConnection().getKnex();
    // A fault the import cannot foresee, on the last row only: the database refuses that one insert.
    await knex.raw(`create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.display_name = 'Boom ${d}' then raise exception 'refused for the test'; end if; return new; end $$`);
    await knex.raw('create trigger refuse_boom before insert on clients for each row execute function refuse_boom()');
    try {
      const rows = Array.from({ length: 50 }, (_, i) => `Person ${i},p${i}@${d},,`);
      const csv = ['Name,Email,Phone,Notes', `Before Renamed,before@${d},,`, ...rows, `Boom ${d},boom@${d},,`].join('\n');
      const result = await gql(agent, COMMIT, { input: { uploadId: await uploadId(agent, csv), mapping: MAPPING } });
      expect(result.errors).toBeDefined();
      expect((await clientsWith(d)).map((c) => c.displayName)).toEqual(['Before']);
    } finally {
      await knex.raw('drop trigger refuse_boom on clients');
    }
  });

  it('refuses an upload that does not exist and a bad mapping, writing nothing', async () => {
    const agent = await admin();
    const missing = await gql(agent, COMMIT, {
      input: { uploadId: '00000000-0000-4000-8000-000000000000', mapping: MAPPING },
    });
    expect(errorCode(missing)).toBe('NOT_FOUND');
    const d = `${tag()}.test`;
    const id = await uploadId(agent, `Name,Email\nX,x@${d}\n`);
    const twice = await gql(agent, COMMIT, {
      input: {
        uploadId: id,
        mapping: [
          { column: 0, field: 'NAME' },
          { column: 1, field: 'NAME' },
        ],
      },
    });
    expect(twice.errors![0]).toMatchObject({ message: 'Only one column can be Name', extensions: { field: 'mapping' } });
    expect(await clientsWith(d)).toEqual([]);
  });
});

describe('importing helpers', () => {
  const helpersWith = (domain: string) =>
    t.em().find(Helper, { email: { $like: `%@${domain}` } }, { orderBy: { email: 'asc' }, populate: ['user'] });

  it('guesses the helper columns, matches kept helpers by normalized email or phone, and gives each row its fate', async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    await t.buildHelper({ firstName: 'Rosa', lastName: 'Diaz', email: `rosa@${d}`, hourlyRateCents: 2000 });
    await t.buildHelper({ firstName: 'Ana', lastName: 'Ruiz', phone: '+12395550188', email: `ana@${d}` });
    const csv = [
      'First name,Last name,Email,Cell,Hourly rate,Notes,Active',
      `Maria,Lopez,maria@${d},(239) 555-0161,$22.50,Speaks Spanish,yes`,
      `Rosa,Diaz,ROSA@${d},,$21,,`,
      `Ana,Ruiz,,239.555.0188,,,`,
      `,,nobody@${d},,,,`,
      `Bad,Rate,bad-rate@${d},,twenty,,`,
      `Maria,Again,maria@${d},,,,`,
    ].join('\n');
    const response = await agent
      .post('/api/imports')
      .field('kind', 'helpers')
      .attach('file', Buffer.from(csv, 'utf8'), 'helpers.csv');
    expect(response.status).toBe(201);
    expect(response.body.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'FIRST_NAME',
      'LAST_NAME',
      'EMAIL',
      'PHONE',
      'HOURLY_RATE',
      'NOTES',
      'ACTIVE',
    ]);
    const result = await preview(agent, response.body.uploadId, { target: 'HELPERS' });
    expect(result.rows.map((r: { line: number; fate: string; reason: string | null }) => [r.line, r.fate, r.reason])).toEqual([
      [2, 'CREATE', null],
      [3, 'UPDATE', 'Updates Rosa Diaz (same email)'],
      [4, 'UNCHANGED', 'Already up to date: Ana Ruiz (same phone)'],
      [5, 'ERROR', 'Name is missing'],
      [6, 'ERROR', 'Hourly rate is not an amount in dollars: twenty'],
      [7, 'SKIP', 'Same email as row 2'],
    ]);
    expect(result.rows[1]).toMatchObject({ matchedClientName: 'Rosa Diaz', matchedBy: 'email', choices: ['SKIP', 'UPDATE'] });
    // The dry run writes nothing.
    expect((await helpersWith(d)).map((h) => h.firstName)).toEqual(['Ana', 'Rosa']);

    // A client field has no place in a helper import.
    const wrong = await gql(agent, PREVIEW, {
      uploadId: response.body.uploadId,
      target: 'HELPERS',
      mapping: [
        { column: 0, field: 'NAME' },
        { column: 5, field: 'ACCESS_NOTES' },
      ],
    });
    expect(wrong.errors![0]).toMatchObject({
      message: 'Access notes is not a helper field',
      extensions: { code: 'BAD_USER_INPUT', field: 'mapping' },
    });
  });

  it('is all or nothing for helpers too: a failure on the last row leaves no row of the file written', async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    await t.buildHelper({ firstName: 'Before', lastName: 'Import', email: `before@${d}` });
    const knex = t.orm.em.getConnection().getKnex();
    await knex.raw(`create or replace function refuse_helper_boom() returns trigger language plpgsql as $$
      begin if new.first_name = 'Boom${d.slice(0, 6)}' then raise exception 'refused for the test'; end if; return new; end $$`);
    await knex.raw(
      'create trigger refuse_helper_boom before insert on helpers for each row execute function refuse_helper_boom()',
    );
    try {
      const rows = Array.from({ length: 30 }, (_, i) => `Person ${i},p${i}@${d}`);
      const csv = ['Name,Email', `Before Renamed,before@${d}`, ...rows, `Boom${d.slice(0, 6)} X,boom@${d}`].join('\n');
      const input = {
        uploadId: await uploadId(agent, csv),
        mapping: [
          { column: 0, field: 'NAME' },
          { column: 1, field: 'EMAIL' },
        ],
        target: 'HELPERS',
      };
      expect((await gql(agent, COMMIT, { input })).errors).toBeDefined();
      expect((await helpersWith(d)).map((h) => [h.firstName, h.lastName])).toEqual([['Before', 'Import']]);
    } finally {
      await knex.raw('drop trigger refuse_helper_boom on helpers');
    }
  });

  it('commits as previewed, stores a formula as text, and the same file twice changes nothing', async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    await t.buildHelper({ firstName: 'Rosa', lastName: 'Diaz', email: `rosa@${d}`, hourlyRateCents: 2000 });
    const mapping = [
      { column: 0, field: 'NAME' },
      { column: 1, field: 'EMAIL' },
      { column: 2, field: 'PHONE' },
      { column: 3, field: 'HOURLY_RATE' },
      { column: 4, field: 'NOTES' },
    ];
    const csv = Buffer.from(
      `Name,Email,Phone,Rate,Notes\r\nJos\xe9 \xc1lvarez,jose@${d},2395550171,20,\r\nRosa Diaz,rosa@${d},,22.5,\r\n` +
        `Formula Person,formula@${d},,,=1+2\r\nBroken,not-mail,,,\r\n`,
      'latin1',
    );
    const id = await uploadId(agent, csv);
    const first = await gql(agent, COMMIT, { input: { uploadId: id, mapping, target: 'HELPERS' } });
    expect(first.data.commitClientImport).toEqual({ created: 2, updated: 1, skipped: 0, errors: 1, alreadyImported: false });
    const helpers = await helpersWith(d);
    expect(helpers.map((h) => [h.firstName, h.lastName, h.email, h.phone, h.hourlyRateCents, h.notes, h.active])).toEqual([
      ['Formula', 'Person', `formula@${d}`, null, 0, '=1+2', true],
      ['José', 'Álvarez', `jose@${d}`, '+12395550171', 2000, null, true],
      ['Rosa', 'Diaz', `rosa@${d}`, null, 2250, null, true],
    ]);
    // No client was made of a helper row.
    expect(await clientsWith(d)).toEqual([]);

    const again = await gql(agent, COMMIT, { input: { uploadId: id, mapping, target: 'HELPERS' } });
    expect(again.data.commitClientImport).toMatchObject({ created: 2, updated: 1, alreadyImported: true });
    // The same upload cannot then be imported as clients as well.
    const asClients = await gql(agent, COMMIT, { input: { uploadId: id, mapping } });
    expect(errorCode(asClients)).toBe('CONFLICT');

    const second = await gql(agent, COMMIT, { input: { uploadId: await uploadId(agent, csv), mapping, target: 'HELPERS' } });
    expect(second.data.commitClientImport).toEqual({ created: 0, updated: 0, skipped: 3, errors: 1, alreadyImported: false });
    expect((await helpersWith(d)).map((h) => [h.id, h.updatedAt.getTime()])).toEqual(
      helpers.map((h) => [h.id, h.updatedAt.getTime()]),
    );
  });

  it("leaves a linked helper's account email alone, and refuses two active helpers with one email", async () => {
    const agent = await admin();
    const d = `${tag()}.test`;
    const { user } = await t.signInAs(Role.HELPER, { email: `linked@${d}`, firstName: 'Lina', lastName: 'Linked' });
    await t.buildHelper({ firstName: 'Kept', lastName: 'Person', email: `kept@${d}`, phone: '+12395550190' });
    const id = await uploadId(agent, `Name,Email,Phone\nLina Linked,linked@${d},\nSomeone New,other@${d},2395550190\n`);
    const mapping = [
      { column: 0, field: 'NAME' },
      { column: 1, field: 'EMAIL' },
      { column: 2, field: 'PHONE' },
    ];
    const result = await preview(agent, id, { mapping, target: 'HELPERS' });
    expect(result.rows.map((r: { fate: string; reason: string }) => [r.fate, r.reason])).toEqual([
      ['UNCHANGED', 'Already up to date: Lina Linked (same email)'],
      ['UPDATE', 'Updates Kept Person (same phone)'],
    ]);
    const refused = await gql(agent, PREVIEW, {
      uploadId: id,
      mapping,
      target: 'HELPERS',
      decisions: [{ line: 2, decision: 'CREATE' }],
    });
    expect(refused.errors![0]).toMatchObject({
      message: 'Row 2: another active helper already has this email, so choose Skip or Update',
      extensions: { code: 'BAD_USER_INPUT', field: 'decisions' },
    });
    const committed = await gql(agent, COMMIT, { input: { uploadId: id, mapping, target: 'HELPERS' } });
    expect(committed.data.commitClientImport).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    expect((await t.helperOf(user)).email).toBeNull();
    expect((await helpersWith(d)).map((h) => [h.firstName, h.lastName, h.email])).toEqual([['Someone', 'New', `other@${d}`]]);
  });

  it('refuses the helper import to every role but the owner, writing nothing', async () => {
    const d = `${tag()}.test`;
    const id = await uploadId(await admin(), `Name,Email\nNobody Here,n@${d}\n`);
    const input = { uploadId: id, mapping: [{ column: 0, field: 'NAME' }], target: 'HELPERS' };
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, PREVIEW, { uploadId: id, target: 'HELPERS' }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, COMMIT, { input }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), COMMIT, { input }))).toBe('UNAUTHENTICATED');
    expect(await t.em().count(Helper, { firstName: 'Nobody' })).toBe(0);
  });

  it('serves a helper sample CSV that imports as it is', async () => {
    const sample = await t.request().get('/api/imports/helpers-sample.csv');
    expect(sample.status).toBe(200);
    expect(sample.headers['content-type']).toMatch(/^text\/csv/);
    const agent = await admin();
    const response = await agent
      .post('/api/imports')
      .field('kind', 'helpers')
      .attach('file', Buffer.from(sample.text, 'utf8'), 'helpers.csv');
    const result = await preview(agent, response.body.uploadId, { target: 'HELPERS' });
    expect(result.counts).toMatchObject({ error: 0 });
    expect(result.counts.create + result.counts.unchanged + result.counts.update).toBe(2);
  });
});

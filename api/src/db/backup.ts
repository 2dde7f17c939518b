import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * Logical backups without pg_dump (the embedded PostgreSQL ships none, and Debian's client is older than the
 * server): each table is streamed with COPY in foreign-key order into one gzip file whose header names the
 * migrations it was taken at. Restore replaces every table's rows in one transaction. Sessions are not kept.
 */
const MAGIC = 'SUNSHINE-BACKUP 1';
// Sessions and rate-limit counters are transient; migrations are the schema, named in the header.
const SKIPPED_TABLES = new Set(['session', 'rate_limits', 'mikro_orm_migrations']);

interface Header {
  createdAt: string;
  migrations: string[];
  tables: { name: string; columns: string[] }[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Tables ordered so every table comes after the tables it references. */
async function tablesInDependencyOrder(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows
    .map((row) => row.name)
    .filter((name) => !SKIPPED_TABLES.has(name));
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows.map((row) => ({ child: row.child.replace(/"/g, ''), parent: row.parent.replace(/"/g, '') }));

  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);

  const columns = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  return ordered
    .filter((name) => tables.includes(name))
    .map((name) => ({ name, columns: columns.rows.filter((row) => row.table_name === name).map((row) => row.column_name) }));
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const rows = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
  return rows.rows.map((row) => row.name);
}

export async function backupDatabase(url: string, file: string): Promise<{ tables: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    // One snapshot for every table, so the backup is consistent while the app keeps running.
    await client.query('begin isolation level repeatable read read only');
    const header: Header = {
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: await tablesInDependencyOrder(client),
    };
    await write(`${MAGIC}\n${JSON.stringify(header)}\n`);
    for (const table of header.tables) {
      await write(`TABLE ${table.name}\n`);
      const stream = client.query(copyTo(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) to stdout`));
      for await (const chunk of stream) await write(chunk.toString('utf8'));
      await write('\\.\n');
    }
    await client.query('commit');
    gzip.end();
    await done;
    return { tables: header.tables.length };
  } catch (error) {
    gzip.destroy();
    throw error;
  } finally {
    await client.end();
  }
}

export async function restoreDatabase(url: string, file: string): Promise<{ tables: number }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const next = async () => {
    const result = await lines.next();
    return result.done ? undefined : result.value;
  };
  if ((await next()) !== MAGIC) throw new Error(`${file} is not a Sunshine Clean backup`);
  const header = JSON.parse((await next()) ?? '{}') as Header;

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const migrations = new Set(await appliedMigrations(client));
    const missing = header.migrations.filter((name) => !migrations.has(name));
    if (missing.length)
      throw new Error(`The database lacks migrations the backup needs: ${missing.join(', ')}. Start the app once to migrate it.`);

    await client.query('begin');
    // The audit trail is append-only; a restore is the one act that may replace it (its trigger allows this flag).
    await client.query("set local sunshine.restoring_backup = 'on'");
    await client.query(`truncate ${header.tables.map((table) => quote(table.name)).join(', ')} cascade`);
    for (const table of header.tables) {
      if ((await next()) !== `TABLE ${table.name}`) throw new Error(`The backup is damaged near table ${table.name}`);
      const stream = client.query(copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`));
      const finished = new Promise<void>((resolve, reject) => {
        stream.on('finish', resolve);
        stream.on('error', reject);
      });
      for (let line = await next(); line !== '\\.'; line = await next()) {
        if (line === undefined) throw new Error(`The backup ends inside table ${table.name}`);
        if (!stream.write(`${line}\n`)) await once(stream, 'drain');
      }
      stream.end();
      await finished;
    }
    await client.query('commit');
    return { tables: header.tables.length };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

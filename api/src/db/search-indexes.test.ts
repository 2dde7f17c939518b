import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';

/**
 * The searches and lists send SQL their indexes can serve. Each statement the API sends for a search or a list page is
 * explained (on 20,000 rows) with sequential scans priced out of reach (`enable_seqscan` off), so the plan shows
 * whether an index can answer it at all. For a search, the count is the proof: it has no LIMIT, so no index order can
 * stand in for the search, and it is answered from the trigram indexes only if every branch of the search condition
 * (the same condition as the page's) is indexable. The speed at 100,000 rows is bench/search.ts's to show.
 */

interface Statement {
  text: string;
  values: unknown[];
}

let t: TestApp;
let agent: Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let recording: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  // Every statement the app sends passes through pg's Client.query (MikroORM's driver and the session store alike).
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    if (recording && typeof text === 'string' && /^\s*select\b/i.test(text)) {
      recording.push({ text, values: (Array.isArray(values) ? values : typeof config === 'object' && config.values) || [] });
    }
    return (originalQuery as (...input: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  t = await createTestApp();
  ({ agent } = await t.signInAs(Role.ADMIN));
  // Enough rows that the planner weighs its options as it would in production, not a page of a tiny table.
  await t.em().execute(
    `insert into clients (id, display_name, phone, active, created_at)
       select gen_random_uuid(), 'Client ' || g, '+1239' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'), g % 10 <> 0,
              now() - (g || ' minutes')::interval
         from generate_series(1, 20000) g;
     insert into users (id, email, password_hash, first_name, last_name, role)
       select gen_random_uuid(), 'helper' || g || '@index.test', 'x', 'Helper', 'Number ' || g, 'helper'
         from generate_series(1, 10000) g;
     insert into helpers (id, user_id, phone, notes, hourly_rate_cents, active, created_at)
       select gen_random_uuid(), u.id,
              '+1941' || lpad((g::bigint * 104729 % 10000000)::text, 7, '0'), 'Team ' || g, 2500, g % 10 <> 0, now() - (g || ' minutes')::interval
         from generate_series(1, 20000) g left join users u on u.email = 'helper' || g || '@index.test';
     insert into invoices (id, invoice_number, client_id, issue_date, due_date, subtotal_cents, total_cents)
       select gen_random_uuid(), 'INV-' || (2000 + g % 30) || '-' || lpad(g::text, 5, '0'), c.id,
              date '2026-01-01' - (g % 900), date '2026-01-15' - (g % 900), 10000, 10000
         from generate_series(1, 20000) g
         join (select id, row_number() over (order by id) as n from clients) c on c.n = 1 + g % 1000;
     -- More matches than a page for each search below, so each list counts (a page that holds every match is its
     -- own count and sends none).
     insert into clients (id, display_name, phone, created_at)
       select gen_random_uuid(), 'Lopez ' || g, '+123955501' || lpad(g::text, 2, '0'), now() from generate_series(1, 30) g;
     insert into users (id, email, password_hash, first_name, last_name, role)
       select gen_random_uuid(), 'rivera' || g || '@index.test', 'x', 'Ana', 'Rivera', 'helper' from generate_series(1, 30) g;
     insert into helpers (id, user_id, phone, hourly_rate_cents, created_at)
       select gen_random_uuid(), u.id, '+1941555' || lpad(g::text, 4, '0'), 2500, now()
         from generate_series(1, 30) g join users u on u.email = 'rivera' || g || '@index.test';
     insert into invoices (id, invoice_number, client_id, issue_date, due_date, subtotal_cents, total_cents)
       select gen_random_uuid(), 'INV-2011-0004' || lpad(g::text, 3, '0'), (select id from clients limit 1),
              date '2026-01-01', date '2026-01-15', 10000, 10000
         from generate_series(1, 30) g;
     analyze`,
  );
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t?.close();
});

/** The plan of the count(*) a search sends for its totalCount. */
async function countPlanOf(table: string, query: string, variables: Record<string, unknown>) {
  const counts = (await statementsOf(table, query, variables)).filter((statement) => /^\s*select count\(/i.test(statement.text));
  expect(counts).toHaveLength(1);
  return planOf(counts[0]);
}

/** The SELECTs an operation sends that read `table`. */
async function statementsOf(table: string, query: string, variables: Record<string, unknown> = {}) {
  recording = [];
  try {
    const result = await gql(agent, query, variables);
    expect(result.errors).toBeUndefined();
    return recording.filter((statement) => new RegExp(`from "?${table}"?\\b`).test(statement.text));
  } finally {
    recording = null;
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/** The plan's nodes, with sequential scans made the planner's last resort. */
async function planOf(statement: Statement): Promise<PlanNode[]> {
  const client = new pg.Client({ connectionString: t.orm.config.get('clientUrl') });
  await client.connect();
  try {
    await client.query('set enable_seqscan = off');
    const { rows } = await client.query(`explain (format json) ${statement.text}`, statement.values);
    return flatten(rows[0]['QUERY PLAN'][0].Plan);
  } finally {
    await client.end();
  }
}

const indexesOf = (plan: PlanNode[]) => plan.map((node) => node['Index Name']).filter(Boolean);
const seqScansOf = (plan: PlanNode[]) =>
  plan.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);
const sortsOf = (plan: PlanNode[]) =>
  plan.filter((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort');

const CLIENTS = `query ($search: String, $status: ActiveStatusFilter) {
  clients(search: $search, status: $status, first: 25) { totalCount edges { node { id displayName } } }
}`;
const HELPERS = `query ($search: String, $status: ActiveStatusFilter) {
  helpers(search: $search, status: $status, first: 25) { totalCount edges { node { id phone } } }
}`;
const INVOICES = `query ($search: String) { invoices(search: $search, first: 25) { totalCount edges { node { id } } } }`;

describe('search uses the trigram indexes', () => {
  it('client names', async () => {
    const plan = await countPlanOf('clients', CLIENTS, { search: 'lopez' });
    expect(indexesOf(plan)).toContain('clients_display_name_trgm_index');
    expect(seqScansOf(plan)).toEqual([]);
  });

  it('client phone digits, with the name, as one bitmap over both indexes', async () => {
    const plan = await countPlanOf('clients', CLIENTS, { search: '(239) 555-01' });
    expect(indexesOf(plan)).toEqual(expect.arrayContaining(['clients_display_name_trgm_index', 'clients_phone_trgm_index']));
    expect(seqScansOf(plan)).toEqual([]);
  });

  it("helper names and emails (the accounts'), and notes", async () => {
    const plan = await countPlanOf('helpers', HELPERS, { search: 'rivera' });
    // The accounts' names and email through their trigger-kept copy on the helper (account_search_text).
    expect(indexesOf(plan)).toEqual(
      expect.arrayContaining(['helpers_account_search_text_trgm_index', 'helpers_notes_trgm_index']),
    );
    expect(seqScansOf(plan)).toEqual([]);
  });

  it('helper phone digits', async () => {
    const plan = await countPlanOf('helpers', HELPERS, { search: '941-555' });
    expect(indexesOf(plan)).toEqual(expect.arrayContaining(['helpers_phone_trgm_index', 'helpers_notes_trgm_index']));
    expect(seqScansOf(plan)).toEqual([]);
  });

  it('invoice numbers, and the names of their clients', async () => {
    const plan = await countPlanOf('invoices', INVOICES, { search: 'INV-2011-0004' });
    expect(indexesOf(plan)).toEqual(
      expect.arrayContaining(['invoices_invoice_number_trgm_index', 'clients_display_name_trgm_index']),
    );
    expect(seqScansOf(plan)).toEqual([]);
  });

  it('the page reads the same condition as its count', async () => {
    const [page, count] = await statementsOf('clients', CLIENTS, { search: 'lopez' });
    // The statement's own where clause: the last one, after any subquery's in the selected columns.
    const condition = (text: string) => /\bwhere\b((?:(?!\bwhere\b).)*?)(\border by\b|$)/is.exec(text)?.[1].trim();
    expect(condition(page.text)).toBe(condition(count.text));
  });
});

describe('planner settings', () => {
  it("tells PostgreSQL that random reads are cheap on the app's connections, so it prefers the indexes", async () => {
    const [row] = await t.em().execute<{ random_page_cost: string }[]>('show random_page_cost');
    expect(row.random_page_cost).toBe('1.1');
  });
});

describe('user_search_text', () => {
  it("is lower(concat_ws(' ', first, last, display, email)): nulls skipped, empty strings kept", async () => {
    const rows = await t.em().execute<{ same: boolean; combos: number }[]>(
      `with parts(v) as (values (null::text), (''), ('Ana'), (' María '), ('ANA@Example.com'))
       select bool_and(user_search_text(a.v, b.v, c.v, d.v) is not distinct from lower(concat_ws(' ', a.v, b.v, c.v, d.v))) as same,
              count(*)::int as combos
         from parts a, parts b, parts c, parts d`,
    );
    expect(rows[0]).toEqual({ same: true, combos: 625 });
  });
});

describe("lists read in their index's order, without sorting", () => {
  const pageOf = async (table: string, query: string, variables: Record<string, unknown> = {}) => {
    const [page] = (await statementsOf(table, query, variables)).filter((statement) => /\border by\b/i.test(statement.text));
    expect(page).toBeDefined();
    return planOf(page);
  };

  it('clients, all and by status', async () => {
    const all = await pageOf('clients', CLIENTS, { status: 'ALL' });
    expect(indexesOf(all)).toContain('clients_created_at_id_index');
    expect(sortsOf(all)).toEqual([]);
    const inactive = await pageOf('clients', CLIENTS, { status: 'INACTIVE' });
    expect(indexesOf(inactive)).toContain('clients_active_created_at_id_index');
    expect(sortsOf(inactive)).toEqual([]);
  });

  it('helpers, all and by status', async () => {
    const all = await pageOf('helpers', HELPERS, { status: 'ALL' });
    expect(indexesOf(all)).toContain('helpers_created_at_id_index');
    expect(sortsOf(all)).toEqual([]);
    const inactive = await pageOf('helpers', HELPERS, { status: 'INACTIVE' });
    expect(indexesOf(inactive)).toContain('helpers_active_created_at_id_index');
    expect(sortsOf(inactive)).toEqual([]);
  });

  it('invoices, newest issue first', async () => {
    const plan = await pageOf('invoices', INVOICES);
    expect(indexesOf(plan)).toContain('invoices_issue_date_invoice_number_index');
    expect(sortsOf(plan)).toEqual([]);
  });

  it("service requests by status, as the dashboard's lists ask", async () => {
    const plan = await pageOf(
      'service_requests',
      `{ serviceRequests(status: PENDING, first: 10) { totalCount edges { node { id } } } }`,
    );
    expect(indexesOf(plan)).toContain('service_requests_status_date_id_index');
    expect(sortsOf(plan)).toEqual([]);
  });
});

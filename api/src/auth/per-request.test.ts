import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/harness.js';
import { Role } from './role.enum.js';
import { EXPIRY_WRITE_INTERVAL_MS } from './session-store.js';

/** What a signed-in request costs besides its own work: the session, the viewer and the settings, each once. */

const statements: string[] = [];
/** MikroORM colours its log lines; without the colour codes a line reads `[query] select ...`. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onQuery: (message) => statements.push(message.replace(COLOURS, '')) });
});
afterAll(() => t.close());

async function sessionRow(sid: string) {
  const rows = await t
    .em()
    .execute<{ expire_ms: string; sess: { expiryWrittenAt?: number; cookie: { expires: string } } }[]>(
      'select (extract(epoch from expire) * 1000)::bigint as expire_ms, sess from session where sid = ?',
      [sid],
    );
  const row = rows[0];
  return (
    row && {
      expire: Number(row.expire_ms),
      writtenAt: row.sess.expiryWrittenAt,
      cookieExpires: Date.parse(row.sess.cookie.expires),
    }
  );
}

/** The session id inside the signed cookie `sid=s%3A<id>.<signature>`. */
const sessionIdOf = (cookie: string) =>
  decodeURIComponent(/sid=([^;]+)/.exec(cookie)![1])
    .replace(/^s:/, '')
    .split('.')[0];

async function signedIn(role: Role) {
  const { agent } = await t.signInAs(role);
  const login = await agent.get('/api/auth/user');
  return { agent, cookie: String(login.headers['set-cookie'] ?? ''), login };
}

describe('rolling session expiry', () => {
  it('writes the expiry at most once a minute, while the cookie still rolls with every answer', async () => {
    const { agent, cookie } = await signedIn(Role.CLIENT);
    const sid = sessionIdOf(cookie);
    const first = await sessionRow(sid);
    expect(first.writtenAt).toEqual(expect.any(Number));
    expect(first.expire).toBeGreaterThan(Date.now());

    // Marked in the row only, so that any write of the expiry would show.
    await t.em().execute(`update session set expire = now() + interval '1 hour' where sid = ?`, [sid]);
    const marked = await sessionRow(sid);
    for (let i = 0; i < 3; i++) {
      const response = await agent.get('/api/auth/user');
      expect(response.status).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/^sid=.*Expires=/);
    }
    expect(await sessionRow(sid)).toEqual(marked);

    // A minute later (the last write made to look older), the next request writes the new expiry.
    await t
      .em()
      .execute(`update session set sess = jsonb_set(sess::jsonb, '{expiryWrittenAt}', to_jsonb(?::bigint))::json where sid = ?`, [
        Date.now() - EXPIRY_WRITE_INTERVAL_MS - 1_000,
        sid,
      ]);
    await agent.get('/api/auth/user');
    const later = await sessionRow(sid);
    expect(later.cookieExpires).toBeGreaterThan(first.cookieExpires);
    expect(later.expire).toBeGreaterThanOrEqual(first.expire);
    expect(later.expire).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    expect(later.writtenAt).toBeGreaterThan(Date.now() - 10_000);
  });

  it('still ends a session past its idle expiry, and still honours sign-out', async () => {
    const { agent, cookie } = await signedIn(Role.HELPER);
    const sid = sessionIdOf(cookie);
    await t.em().execute(`update session set expire = now() - interval '1 second' where sid = ?`, [sid]);
    expect((await agent.get('/api/auth/user')).status).toBe(401);

    const other = await signedIn(Role.CLIENT);
    await other.agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin');
    expect((await other.agent.get('/api/auth/user')).status).toBe(401);
    expect(await sessionRow(sessionIdOf(other.cookie))).toBeUndefined();
  });
});

describe('once per request', () => {
  const during = async (action: () => Promise<unknown>) => {
    statements.length = 0;
    await action();
    return statements.filter((line) => line.startsWith('[query] select'));
  };

  it("reads the viewer's account once, however many fields ask for the viewer", async () => {
    const { agent } = await signedIn(Role.ADMIN);
    const selects = await during(() =>
      gql(agent, `{ viewer { id email } again: viewer { role } adminDashboard { pendingApprovals } }`),
    );
    // The session's own read (resolveViewer, plain SQL) or any ORM read of one user by id.
    expect(selects.filter((sql) => /from "users"( as "u0")? where ("u0"\.)?"id" = /.test(sql))).toHaveLength(1);
  });

  it('reads the settings once for the dashboard page, which asks for them twice', async () => {
    const { agent } = await signedIn(Role.ADMIN);
    const selects = await during(async () => {
      const result = await gql(agent, `{ adminDashboard { monthlyRevenueCents } businessSettings { id phone email } }`);
      expect(result.errors).toBeUndefined();
      expect(result.data.businessSettings.id).toBeTruthy();
    });
    expect(selects.filter((sql) => /from "business_settings"/.test(sql))).toHaveLength(1);
  });

  it('reads the settings again in a new request, so an edit is seen at once', async () => {
    const { agent } = await signedIn(Role.ADMIN);
    const phone = async () => (await gql(agent, '{ businessSettings { phone } }')).data.businessSettings.phone;
    await gql(agent, `mutation { updateBusinessSettings(input: { phone: "(239) 555-0142" }) { settings { phone } } }`);
    expect(await phone()).toBe('+12395550142');
    await gql(agent, `mutation { updateBusinessSettings(input: { phone: "(239) 555-0199" }) { settings { phone } } }`);
    expect(await phone()).toBe('+12395550199');
  });
});

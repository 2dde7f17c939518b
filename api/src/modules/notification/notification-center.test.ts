import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Notification } from './notification.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CENTER = `query($unreadOnly: Boolean, $first: Int) {
  notifications(unreadOnly: $unreadOnly, first: $first) { totalCount edges { node { id event title body link read category } } }
  unreadNotificationCount
}`;
const MARK = `mutation($id: ID!) { markNotificationRead(input: { id: $id }) { notification { id read } unreadNotificationCount } }`;
const MARK_ALL = `mutation { markAllNotificationsRead { marked unreadNotificationCount } }`;
const PREFERENCES = `{ notificationPreferences { category label emailEnabled essential } }`;
const SET = `mutation($category: NotificationCategory!, $on: Boolean!) {
  updateNotificationPreference(input: { category: $category, emailEnabled: $on }) { preferences { category emailEnabled essential } }
}`;

async function notify(userId: string, title: string) {
  await t.services.notifications.raise(t.em(), {
    event: 'message.received',
    recipientUserId: userId,
    data: { messageId: title, senderName: 'Maria', subject: title, body: `Body of ${title}`, replyPath: '/messages' },
  });
}

describe('the notification center', () => {
  it('lists my notifications newest first, counts the unread, marks one and then all read', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    for (const title of ['First', 'Second', 'Third']) await notify(user.id, title);
    const listed = await gql(agent, CENTER, {});
    expect(listed.data.unreadNotificationCount).toBe(3);
    expect(listed.data.notifications.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'New message from Maria',
      'New message from Maria',
      'New message from Maria',
    ]);
    expect(listed.data.notifications.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'Body of Third',
      'Body of Second',
      'Body of First',
    ]);
    const [newest] = listed.data.notifications.edges;
    expect(newest.node).toMatchObject({ event: 'message.received', link: '/messages', read: false, category: 'MESSAGES' });
    const marked = await gql(agent, MARK, { id: newest.node.id });
    expect(marked.data.markNotificationRead).toEqual({
      notification: { id: newest.node.id, read: true },
      unreadNotificationCount: 2,
    });
    expect((await gql(agent, CENTER, { unreadOnly: true })).data.notifications.totalCount).toBe(2);
    expect((await gql(agent, MARK_ALL)).data.markAllNotificationsRead).toEqual({ marked: 2, unreadNotificationCount: 0 });
  });

  it('mail-only events (a reset link) never show in the center', async () => {
    const { agent, user } = await t.signInAs(Role.HELPER);
    await t.services.notifications.raise(t.em(), {
      event: 'account.password-reset',
      recipientUserId: user.id,
      data: { tokenId: 'x' },
    });
    expect((await gql(agent, CENTER, {})).data.notifications.totalCount).toBe(0);
  });

  it("refuses another person's notification to every role, the owner included, and the signed-out", async () => {
    const owner = await t.buildUser({ role: Role.CLIENT });
    await notify(owner.id, 'Private');
    const theirs = await t.em().findOneOrFail(Notification, { recipient: owner.id });
    const id = toGlobalId('Notification', theirs.id);
    for (const role of [Role.ADMIN, Role.HELPER, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, MARK, { id })), role).toBe('FORBIDDEN');
      expect((await gql(agent, 'query($id: ID!) { node(id: $id) { id } }', { id })).data.node, role).toBeNull();
      const mine = await gql(agent, CENTER, {});
      expect(mine.data.notifications.totalCount, role).toBe(0);
      expect((await gql(agent, MARK_ALL)).data.markAllNotificationsRead.marked).toBe(0);
    }
    expect(errorCode(await gql(t.request(), CENTER, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.request(), MARK, { id }))).toBe('UNAUTHENTICATED');
    expect((await t.em().findOneOrFail(Notification, theirs.id)).readAt).toBeNull();
  });

  it('raising the same event with the same key twice makes one notification', async () => {
    const user = await t.buildUser();
    const raise = () =>
      t.services.notifications.raise(t.em(), {
        event: 'visit.reminder',
        recipientUserId: user.id,
        dedupeKey: 'visit-1:2030-01-01',
        data: { visitId: 'v', date: '2030-01-01', timeSlot: 'morning' as never, address: 'A', service: 'standard' as never },
      });
    expect(await Promise.all([raise(), raise()])).toEqual(expect.arrayContaining([true, false]));
    expect(await t.em().count(Notification, { recipient: user.id })).toBe(1);
  });
});

describe('email preferences', () => {
  it('lists every category on by default; account security is essential and stays on', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const listed = await gql(agent, PREFERENCES);
    expect(listed.data.notificationPreferences).toEqual([
      { category: 'ACCOUNT', label: 'Account security', emailEnabled: true, essential: true },
      { category: 'REQUESTS', label: 'Service requests', emailEnabled: true, essential: false },
      { category: 'SCHEDULE', label: 'Schedule and reminders', emailEnabled: true, essential: false },
      { category: 'INVOICES', label: 'Invoices', emailEnabled: true, essential: false },
      { category: 'MESSAGES', label: 'Messages', emailEnabled: true, essential: false },
    ]);
    const refused = await gql(agent, SET, { category: 'ACCOUNT', on: false });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].message).toBe('Account security emails are essential and cannot be turned off');
  });

  it('turns one category off and on again, for me alone', async () => {
    const { agent, user } = await t.signInAs(Role.HELPER);
    const { agent: other } = await t.signInAs(Role.HELPER);
    const off = await gql(agent, SET, { category: 'SCHEDULE', on: false });
    expect(
      off.data.updateNotificationPreference.preferences.find((p: { category: string }) => p.category === 'SCHEDULE').emailEnabled,
    ).toBe(false);
    // No email row for that category now; the in-app notification still comes.
    await t.services.notifications.raise(t.em(), {
      event: 'schedule.daily-agenda',
      recipientUserId: user.id,
      data: { date: '2030-01-01', visits: [] },
    });
    const rows = await t
      .em()
      .getConnection()
      .execute(
        `select d.id from notification_deliveries d join notifications n on n.id = d.notification_id where n.recipient_id = ?`,
        [user.id],
      );
    expect(rows).toEqual([]);
    expect((await gql(agent, CENTER, {})).data.notifications.totalCount).toBe(1);
    const otherPrefs = await gql(other, PREFERENCES);
    expect(otherPrefs.data.notificationPreferences.every((p: { emailEnabled: boolean }) => p.emailEnabled)).toBe(true);
    const on = await gql(agent, SET, { category: 'SCHEDULE', on: true });
    expect(on.data.updateNotificationPreference.preferences.every((p: { emailEnabled: boolean }) => p.emailEnabled)).toBe(true);
    expect(errorCode(await gql(t.request(), PREFERENCES))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.request(), SET, { category: 'SCHEDULE', on: false }))).toBe('UNAUTHENTICATED');
  });
});

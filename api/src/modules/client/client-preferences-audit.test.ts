import { beforeAll, describe, expect, it } from 'vitest';
import { gql, type TestApp, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { AuditEvent } from '../audit/audit-event.entity.js';

const t = useTestApp({ now: () => new Date('2026-11-22T15:00:00Z') });
type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let admin: Agent;
beforeAll(async () => {
  admin = (await t.signInAs(Role.ADMIN, { firstName: 'Dana', lastName: 'Owner' })).agent;
});

const PREFS = `mutation($input: SetClientHelperPreferencesInput!) {
  setClientHelperPreferences(input: $input) { client { databaseId } }
}`;
const HISTORY = `query($object: ID) {
  auditEvents(first: 20, object: $object) {
    edges { node { summary actor { name } object { type label } changes { field label fromText toText } } }
  }
}`;
const ASSIGN = `mutation($input: AssignHelpersInput!) { assignHelpers(input: $input) { applied } }`;

interface Change {
  field: string;
  label: string;
  fromText: string | null;
  toText: string | null;
}
interface EventNode {
  summary: string;
  actor: { name: string };
  object: { type: string; label: string | null };
  changes: Change[];
}

async function history(id: string): Promise<EventNode[]> {
  const result = await gql(admin, HISTORY, { object: id });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.auditEvents.edges.map((edge: { node: EventNode }) => edge.node);
}

describe('helper preferences in the activity log', () => {
  it('logs each change of preferred and never-send helpers, their note and the same-helpers flag, in words', async () => {
    const rosa = await t.buildHelper({ firstName: 'Rosa', lastName: 'Diaz' });
    const hire = await t.buildHelper({ firstName: 'Nina', lastName: 'New' });
    const client = await t.buildClient({ displayName: 'The Hendersons' });
    const clientId = toGlobalId('Client', client.id);
    const set = (input: Record<string, unknown>) =>
      gql(admin, PREFS, {
        input: { clientId, preferredHelperIds: [], excluded: [], sameHelpers: false, ...input },
      });

    expect(
      (
        await set({
          preferredHelperIds: [toGlobalId('Helper', rosa.id)],
          excluded: [{ helperId: toGlobalId('Helper', hire.id), note: 'Broke a vase' }],
          sameHelpers: true,
        })
      ).errors,
    ).toBeUndefined();
    const [first] = await history(clientId);
    expect(first.summary).toBe('changed the helper preferences of client “The Hendersons”');
    expect(first.actor.name).toBe('Dana Owner');
    expect(first.changes).toEqual([
      { field: 'preferredHelpers', label: 'Preferred helpers', fromText: null, toText: 'Rosa Diaz' },
      { field: 'neverSendHelpers', label: 'Never send', fromText: null, toText: 'Nina New' },
      { field: 'sameHelpers', label: 'Same helpers every visit', fromText: 'no', toText: 'yes' },
    ]);

    // Only the note changes: one line naming whose note.
    await set({
      preferredHelperIds: [toGlobalId('Helper', rosa.id)],
      excluded: [{ helperId: toGlobalId('Helper', hire.id), note: 'Late twice' }],
      sameHelpers: true,
    });
    const [second] = await history(clientId);
    expect(second.changes).toEqual([
      {
        field: 'neverSendNote',
        label: 'Never-send note',
        fromText: 'Nina New: Broke a vase',
        toText: 'Nina New: Late twice',
      },
    ]);

    // Saving the same again writes nothing.
    const before = await t.em().count(AuditEvent, { subjectId: client.id });
    await set({
      preferredHelperIds: [toGlobalId('Helper', rosa.id)],
      excluded: [{ helperId: toGlobalId('Helper', hire.id), note: 'Late twice' }],
      sameHelpers: true,
    });
    expect(await t.em().count(AuditEvent, { subjectId: client.id })).toBe(before);

    // Clearing everything.
    await set({});
    const [cleared] = await history(clientId);
    expect(cleared.changes).toEqual([
      { field: 'preferredHelpers', label: 'Preferred helpers', fromText: 'Rosa Diaz', toText: null },
      { field: 'neverSendHelpers', label: 'Never send', fromText: 'Nina New', toText: null },
      { field: 'sameHelpers', label: 'Same helpers every visit', fromText: 'yes', toText: 'no' },
    ]);
  });

  it("logs an override of a never-send helper with its reason, in the visit's history", async () => {
    const hire = await t.buildHelper({ firstName: 'Nina', lastName: 'Sent' });
    const client = await t.buildClient({ displayName: 'The Parkers' });
    await gql(admin, PREFS, {
      input: {
        clientId: toGlobalId('Client', client.id),
        preferredHelperIds: [],
        excluded: [{ helperId: toGlobalId('Helper', hire.id), note: null }],
        sameHelpers: false,
      },
    });
    const visit = await t.buildVisit({ client, date: '2026-11-24' });
    const sent = await gql(admin, ASSIGN, {
      input: {
        visitId: toGlobalId('Visit', visit.id),
        helperIds: [toGlobalId('Helper', hire.id)],
        confirm: true,
        overrideReason: 'Nobody else free',
      },
    });
    expect(sent.data.assignHelpers.applied).toBe(true);
    const summaries = (await history(toGlobalId('Visit', visit.id))).map((event) => event.summary);
    expect(summaries).toContain(
      'sent Nina Sent to the visit on Tue, Nov 24 though the client asked never to send them (reason: Nobody else free)',
    );
    expect(summaries).toContain('assigned Nina Sent to the visit on Tue, Nov 24');
  });
});

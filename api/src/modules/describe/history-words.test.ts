import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Recurrence, ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import { Visit } from '../visit/visit.entity.js';

// Wednesday 9 December 2026, 10:00 in Naples, FL.
const NOW = new Date('2026-12-09T15:00:00Z');
const TODAY = '2026-12-09';

const t = useTestApp({ now: () => NOW });

const WORDS = `
  summary
  actor { name }
  object { title label }
  changes { field label fromText toText }
`;

/** Every text the owner reads in these entries (not the raw values kept for integrations). */
function shownTexts(
  events: {
    summary: string;
    actor: { name: string };
    object?: { label: string | null };
    changes: { label: string; fromText: string | null; toText: string | null }[];
  }[],
) {
  return events.flatMap((event) => [
    event.summary,
    event.actor.name,
    event.object?.label ?? '',
    ...event.changes.flatMap((change) => [change.label, change.fromText ?? '', change.toText ?? '']),
  ]);
}

describe("the activity log and a visit's history speak the owner's words (issue 22)", () => {
  it('names the service, the schedule, the days and the people, and records assigning, removing and completing', async () => {
    const owner = await t.signInAs(Role.ADMIN, { firstName: 'Dana', lastName: 'Owner' });
    const helperUser = await t.buildUser({ role: Role.HELPER, firstName: 'Carla', lastName: 'Reyes', withRecord: false });
    const helper = await t.buildHelper({ user: helperUser });
    const client = await t.buildClient({ displayName: 'Maya Lin' });
    const request = await t.buildServiceRequest({
      client,
      date: TODAY,
      time: TimeSlot.MORNING,
      service: ServiceType.MOVEIN,
      recurring: Recurrence.WEEKLY,
    });

    const approved = await gql(
      owner.agent,
      `mutation($id: ID!, $helperIds: [ID!]) { approveServiceRequest(input: { id: $id, helperIds: $helperIds }) { serviceRequest { status } } }`,
      { id: toGlobalId('ServiceRequest', request.id), helperIds: [toGlobalId('Helper', helper.id)] },
    );
    expect(approved.errors).toBeUndefined();
    const [first, second] = await t.em().find(Visit, { request: request.id }, { orderBy: { date: 'asc' }, limit: 2 });

    // The owner takes her off the second visit; she works the first one herself.
    const removed = await gql(
      owner.agent,
      'mutation($id: ID!) { assignHelpers(input: { visitId: $id, helperIds: [] }) { applied } }',
      { id: toGlobalId('Visit', second.id) },
    );
    expect(removed.data.assignHelpers.applied).toBe(true);
    const helperAgent = await t.signIn(helperUser);
    for (const step of ['startVisit', 'completeVisit']) {
      const done = await gql(helperAgent, `mutation($id: ID!) { ${step}(input: { id: $id }) { visit { status } } }`, {
        id: toGlobalId('Visit', first.id),
      });
      expect(done.errors).toBeUndefined();
    }

    const HISTORY = `query($id: ID!) { node(id: $id) { ... on Visit { history { ${WORDS} } } } }`;
    const firstHistory = (await gql(owner.agent, HISTORY, { id: toGlobalId('Visit', first.id) })).data.node.history;
    expect(
      firstHistory.map((event: { actor: { name: string }; summary: string }) => `${event.actor.name} ${event.summary}`),
    ).toEqual([
      'Dana Owner assigned Carla Reyes to the visit on Wed, Dec 9',
      'Carla Reyes started the visit on Wed, Dec 9',
      'Carla Reyes completed the visit on Wed, Dec 9',
    ]);
    expect(firstHistory[0].changes).toEqual([{ field: 'helpers', label: 'Helpers', fromText: null, toText: 'Carla Reyes' }]);
    expect(firstHistory[2].changes).toEqual([
      { field: 'status', label: 'Status', fromText: 'In progress', toText: 'Completed' },
      { field: 'completedAt', label: 'Completed at', fromText: null, toText: 'Wed, Dec 9, 10:00 AM' },
      { field: 'completedBy', label: 'Completed by', fromText: null, toText: 'Carla Reyes' },
    ]);
    const secondHistory = (await gql(owner.agent, HISTORY, { id: toGlobalId('Visit', second.id) })).data.node.history;
    expect(secondHistory.map((event: { summary: string }) => event.summary)).toEqual([
      'assigned Carla Reyes to the visit on Wed, Dec 16',
      'removed Carla Reyes from the visit on Wed, Dec 16',
    ]);

    const log = await gql(owner.agent, `{ auditEvents(first: 50) { edges { node { ${WORDS} } } } }`);
    const events = log.data.auditEvents.edges.map((edge: { node: unknown }) => edge.node);
    const decision = events.find((event: { summary: string }) => event.summary.startsWith('approved'));
    expect(decision.summary).toBe('approved service request “Move-In Cleaning on Wed, Dec 9”');
    const byField = Object.fromEntries(decision.changes.map((change: { field: string }) => [change.field, change]));
    expect(byField.status).toMatchObject({ label: 'Status', fromText: 'Pending', toText: 'Accepted' });
    expect(byField.recurrenceRule).toMatchObject({
      label: 'Schedule',
      fromText: null,
      toText: 'every week on Wednesdays, from Wed, Dec 9',
    });
    expect(events.map((event: { summary: string }) => event.summary)).toContain('completed the visit on Wed, Dec 9');

    // Never an enum value, a rule, an id or "Account #…" anywhere the owner reads.
    for (const text of shownTexts([...events, ...firstHistory, ...secondHistory])) {
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|RRULE|DTSTART|Account #|\bmovein\b|\bin-progress\b|\bmorning\b/);
    }
  });
});

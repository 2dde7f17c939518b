import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestFields } from '../../../test/factories.js';
import { createTestApp, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { type AgreedQuote, QuoteLineKind } from '../pricing/pricing.js';
import { customDays } from '../../../test/factories.js';
import { Recurrence, ServiceRequestStatus, ServiceType, TimeSlot } from '../service-request/service-request.enums.js';

// Sunday 22 November 2026, 10:00 in Naples.
const now = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const ASSIGN = `mutation($input: AssignHelpersInput!) {
  assignHelpers(input: $input) { applied warnings { kind message helperId } }
}`;
const RESCHEDULE = `mutation($input: RescheduleVisitInput!) {
  rescheduleVisit(input: $input) { applied warnings { kind helperId message } }
}`;

/** A stored quote whose first visit takes `first` minutes and each later one `later` (null: a one-time cleaning). */
function quoteTaking(service: ServiceType, first: number, later: number | null, frequency: Recurrence): AgreedQuote {
  const price = (durationMinutes: number) => ({
    lines: [{ kind: QuoteLineKind.BASE, label: 'Cleaning', amountCents: 20_000 }],
    subtotalCents: 20_000,
    discountCents: 0,
    taxCents: 0,
    totalCents: 20_000,
    durationMinutes,
  });
  return {
    ...price(first),
    recurring: later === null ? null : price(later),
    spec: { service, bedrooms: 5, bathrooms: 3, extras: [], frequency },
  };
}

async function acceptedVisits(fields: ServiceRequestFields) {
  const request = await t.buildServiceRequest({ ...fields, status: ServiceRequestStatus.ACCEPTED });
  return t.visitsOf(request);
}

// The slots are 4-hour mornings; the quote's estimate for the home is what the helper's week holds.
describe("the weekly maximum counts each visit's estimated minutes from its request's quote", () => {
  it('assigning: a quick home fits where three mornings would not, and a long job alone goes over', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    // Mon, Tue, Wed mornings: 5 h the first visit, 2.5 h each later one = 10 h (by the slots it would be 12 h).
    const series = await acceptedVisits({
      date: '2026-11-23',
      time: TimeSlot.MORNING,
      service: ServiceType.STANDARD,
      recurring: Recurrence.CUSTOM,
      customDays: customDays('monday', 'tuesday', 'wednesday'),
      quote: quoteTaking(ServiceType.STANDARD, 300, 150, Recurrence.CUSTOM),
    });
    const steady = await t.buildHelper({ maxHoursPerWeek: 10 });
    const fits = await gql(agent, ASSIGN, {
      input: { visitId: series[0].id, helperIds: [steady.id], scope: 'FUTURE_VISITS' },
    });
    expect(fits.data.assignHelpers).toEqual({ applied: true, warnings: [] });

    // One morning of an 11-hour post-construction clean: over 10 on its own (by its slot it would be 4 h).
    const [long] = await acceptedVisits({
      date: '2026-11-24',
      time: TimeSlot.MORNING,
      service: ServiceType.POST_CONSTRUCTION,
      quote: quoteTaking(ServiceType.POST_CONSTRUCTION, 660, null, Recurrence.ONETIME),
    });
    const other = await t.buildHelper({ maxHoursPerWeek: 10 });
    const held = await gql(agent, ASSIGN, { input: { visitId: long.id, helperIds: [other.id] } });
    expect(held.data.assignHelpers.applied).toBe(false);
    expect(held.data.assignHelpers.warnings).toEqual([expect.objectContaining({ kind: 'OVER_MAX_HOURS', helperId: other.id })]);
    expect(held.data.assignHelpers.warnings[0].message).toMatch(/11\.00 hours in the week of Sun, Nov 22 \(max 10\)/);
  });

  it("moving a visit: the helper's quoted 9-hour visit that week counts 9 hours, not its slot's 4", async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const worker = await t.buildHelper({ maxHoursPerWeek: 10 });
    const quoted = await t.buildServiceRequest({
      date: '2026-11-30',
      time: TimeSlot.MORNING,
      service: ServiceType.DEEP,
      status: ServiceRequestStatus.ACCEPTED,
      quote: quoteTaking(ServiceType.DEEP, 540, null, Recurrence.ONETIME),
    });
    await t.buildVisit({ request: quoted, date: '2026-11-30', helpers: [worker] });
    // A request from before quotes: its morning counts its slot's 4 hours.
    const plain = await t.buildVisit({ date: '2026-12-09', timeSlot: TimeSlot.MORNING, helpers: [worker] });

    const into = await gql(agent, RESCHEDULE, {
      input: { id: toGlobalId('Visit', plain.id), date: '2026-12-02', timeSlot: 'MORNING' },
    });
    expect(into.data.rescheduleVisit.applied).toBe(false);
    expect(into.data.rescheduleVisit.warnings).toEqual([
      expect.objectContaining({ kind: 'OVER_MAX_HOURS', helperId: worker.id }),
    ]);
    expect(into.data.rescheduleVisit.warnings[0].message).toMatch(/13\.00 hours in the week of Sun, Nov 29 \(max 10\)/);

    // The week after holds only the plain morning: moved there, it fits.
    const later = await gql(agent, RESCHEDULE, {
      input: { id: toGlobalId('Visit', plain.id), date: '2026-12-10', timeSlot: 'MORNING' },
    });
    expect(later.data.rescheduleVisit).toEqual({ applied: true, warnings: [] });
  });
});

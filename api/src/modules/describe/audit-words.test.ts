import { describe, expect, it } from 'vitest';
import { AuditAction } from '../audit/audit-event.entity.js';
import { fieldWords, idsIn, labelWords, summaryWords, valueWords } from './audit-words.js';

const CARLA = '2053f752-1111-4222-8333-944445555666';
const ANA = '7a1e0c2b-1111-4222-8333-944445555666';
const names = new Map([
  [CARLA, 'Carla Reyes'],
  [ANA, 'Ana Gómez'],
]);

describe("an audit entry's values in words", () => {
  it('names fields as the screens do', () => {
    expect(fieldWords('user')).toBe('Account');
    expect(fieldWords('timeSlot')).toBe('Time slot');
    expect(fieldWords('recurrenceRule')).toBe('Schedule');
    expect(fieldWords('displayName')).toBe('Display name');
  });

  it('says services, slots, money, days and people, never the stored value', () => {
    expect(valueWords('service', 'movein', names)).toBe('Move-In Cleaning');
    expect(valueWords('time', 'morning', names)).toBe('Morning 8AM-12PM');
    expect(valueWords('recurring', 'biweekly', names)).toBe('Bi-weekly');
    expect(valueWords('priceCentsOverride', 17500, names)).toBe('$175.00');
    expect(valueWords('date', '2026-12-09', names)).toBe('Wed, Dec 9');
    expect(valueWords('status', 'in-progress', names)).toBe('In progress');
    expect(valueWords('user', CARLA, names)).toBe('Carla Reyes');
    expect(valueWords('approvedBy', 'ffffffff-1111-4222-8333-944445555666', names)).toBe('a record no longer on file');
    expect(valueWords('helpers', [CARLA, ANA], names)).toBe('Carla Reyes and Ana Gómez');
    expect(valueWords('helpers', [], names)).toBeNull();
    expect(valueWords('customDays', { monday: true, wednesday: true, friday: false }, names)).toBe('Mon, Wed');
    expect(valueWords('servicePricesCents', { deep: 25000, movein: 15000 }, names)).toBe(
      'Deep Cleaning $250.00; Move-In Cleaning $150.00',
    );
    expect(valueWords('recurrenceRule', 'DTSTART:20261209T000000Z\nRRULE:FREQ=DAILY;COUNT=1', names)).toBe('once, on Wed, Dec 9');
    expect(valueWords('notes', 'Two dogs', names)).toBe('Two dogs');
    expect(valueWords('notes', '', names)).toBeNull();
  });

  it('shows text that only looks like a date or an instant as it is, rather than failing the read', () => {
    expect(valueWords('paidAt', '2026-13-45T99:00:00Z', names)).toBe('2026-13-45T99:00:00Z');
    expect(valueWords('dueDate', '2026-02-30', names)).toBe('2026-02-30');
    expect(valueWords('recurrenceRule', 'RRULE:FREQ=NONSENSE', names)).toBe('a custom schedule');
    expect(
      summaryWords(
        {
          subjectType: 'Visit',
          title: 'Visit',
          action: AuditAction.UPDATED,
          label: null,
          changes: [{ field: 'helpers', from: 'x', to: 7 }],
        },
        names,
      ),
    ).toBe('changed visit');
  });

  it('finds the ids whose names it needs, and none in secrets', () => {
    expect(
      idsIn([
        { field: 'user', from: null, to: CARLA },
        { field: 'helpers', from: [ANA], to: [] },
        { field: 'tokenHash', redacted: true },
      ]).sort(),
    ).toEqual([ANA, CARLA].sort());
  });

  it('reads labels written before the trail spoke words as new ones', () => {
    expect(labelWords('ServiceRequest', 'movein on 2026-12-09')).toBe('Move-In Cleaning on Wed, Dec 9');
    expect(labelWords('Visit', 'Visit on 2026-12-09')).toBe('Visit on Wed, Dec 9');
    expect(labelWords('VisitChangeRequest', 'end-plan of the visit on 2026-12-09')).toBe(
      'End of the plan of the visit on Wed, Dec 9',
    );
    expect(labelWords('Client', 'Maya Lin')).toBe('Maya Lin');
  });
});

describe('one sentence for a change', () => {
  const visit = { subjectType: 'Visit', title: 'Visit', action: AuditAction.UPDATED, label: 'Visit on Wed, Dec 9' };

  it('says who was assigned or removed, by name', () => {
    expect(summaryWords({ ...visit, changes: [{ field: 'helpers', from: [CARLA], to: [ANA] }] }, names)).toBe(
      'assigned Ana Gómez and removed Carla Reyes on the visit on Wed, Dec 9',
    );
  });

  it("says a visit's status changes and moves as verbs", () => {
    const status = (from: string, to: string) => summaryWords({ ...visit, changes: [{ field: 'status', from, to }] }, names);
    expect(status('in-progress', 'completed')).toBe('completed the visit on Wed, Dec 9');
    expect(status('scheduled', 'canceled')).toBe('canceled the visit on Wed, Dec 9');
    expect(status('skipped', 'scheduled')).toBe('restored the visit on Wed, Dec 9');
    expect(status('completed', 'scheduled')).toBe('reopened the visit on Wed, Dec 9');
    expect(summaryWords({ ...visit, changes: [{ field: 'date', from: '2026-12-09', to: '2026-12-10' }] }, names)).toBe(
      'moved the visit from Wed, Dec 9 to Thu, Dec 10',
    );
  });

  it('falls back to what was done to which object', () => {
    expect(
      summaryWords(
        { subjectType: 'Client', title: 'Client', action: AuditAction.CREATED, label: 'Maya Lin', changes: [] },
        names,
      ),
    ).toBe('created client “Maya Lin”');
  });
});

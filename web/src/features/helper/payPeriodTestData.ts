/** A helper's pay period as the server answers it (the week of 2026-11-22, nothing worked yet), for the tests. */
export function payPeriod(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PayPeriodSummary',
    periodStart: '2026-11-22',
    periodEnd: '2026-11-28',
    approved: false,
    approvedAt: null,
    approvedMinutes: null,
    workedMinutes: 0,
    openEntries: 0,
    hourlyRateCents: 2500,
    bonusCents: 0,
    bonusNote: null,
    payoutCents: 0,
    tipsCents: 0,
    ...overrides,
  };
}

import { useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import {
  businessDateOf,
  businessToday,
  formatClockTime,
  formatDay,
  formatDayRange,
  formatHours,
  toBusinessWallTime,
} from '../../../lib/businessTime';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { PayoutBreakdown } from '../../../widgets/payouts/PayoutBreakdown';
import { BonusForm } from './BonusForm';
import { TimeEntryDialog, type TimeEntryDraft } from './TimeEntryDialog';
import { usePayrollMutations } from './usePayrollMutations';
import { payPeriodStatus } from '../../../lib/payPeriodStatus';
import { coordinatesMapUrl } from '../../../lib/visits';
import { helperName } from '../../../lib/people';

export const PayrollReviewDialog_summary = graphql(`
  fragment PayrollReviewDialog_summary on PayPeriodSummary {
    periodStart
    periodEnd
    ...PayPeriodStatus_period @unmask
    approvedAt
    bonusNote
    helper {
      id
      name
      databaseId
      user {
        id
        name
      }
    }
    entries {
      id
      clockInAt
      clockOutAt
      minutes
      adjustmentNote
      clockInLatitude
      clockInLongitude
    }
    ...PayoutBreakdown_period
  }
`);

const EIGHT_HOURS_MS = 8 * 3_600_000;

type Editing = { kind: 'adjust'; entryId: string; draft: TimeEntryDraft } | { kind: 'add'; draft: TimeEntryDraft } | null;

/**
 * One helper's period under review: the time entries (Naples clock), each adjustable with a note; a missing entry
 * added; the bonus with its note; and Approve, which needs every entry closed first. Approved periods are locked.
 */
export function PayrollReviewDialog(props: {
  summary: FragmentType<typeof PayrollReviewDialog_summary> | null;
  onClose: () => void;
}) {
  const summary = useFragment(PayrollReviewDialog_summary, props.summary);
  const { adjustEntry, addEntry, saveBonus, approvePeriod, busy } = usePayrollMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmApprove, setConfirmApprove] = useState(false);

  if (!summary) return null;

  const name = helperName(summary.helper);
  const status = payPeriodStatus(summary);
  const locked = summary.approved;
  const today = businessToday();
  const addDay = today < summary.periodStart ? summary.periodStart : today > summary.periodEnd ? summary.periodEnd : today;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && props.onClose()}
        title={`${name} · ${formatDayRange(summary.periodStart, summary.periodEnd)}`}
        description="Time entries on the Naples clock. Correct what is wrong, add what is missing, then approve."
        width="44rem"
        footer={
          <>
            <DialogClose asChild>
              <Button $variant="secondary">Close</Button>
            </DialogClose>
            {locked ? null : (
              <Button onClick={() => setConfirmApprove(true)} disabled={busy || summary.openEntries > 0}>
                Approve
              </Button>
            )}
          </>
        }
      >
        <StyledBody>
          <StyledStatus>
            <Badge tone={status.tone}>{status.label}</Badge>
            {locked && summary.approvedAt ? (
              <span>
                Approved on {formatDay(businessDateOf(summary.approvedAt), { month: 'short', day: 'numeric', year: 'numeric' })}.
                Entries and bonus are locked.
              </span>
            ) : null}
          </StyledStatus>
          <PayoutBreakdown period={summary} />

          {summary.openEntries > 0 && !locked ? (
            <Alert>
              {name} has {summary.openEntries === 1 ? 'an open entry' : `${summary.openEntries} open entries`} (still clocked in).
              Set the clock-out before approving.
            </Alert>
          ) : null}

          <section aria-labelledby="review-entries-title">
            <StyledSectionHead>
              <StyledSectionTitle id="review-entries-title">Time entries ({summary.entries.length})</StyledSectionTitle>
              {locked ? null : (
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={busy}
                  onClick={() =>
                    setEditing({ kind: 'add', draft: { clockIn: `${addDay}T08:00`, clockOut: `${addDay}T16:00`, note: '' } })
                  }
                >
                  Add entry
                </Button>
              )}
            </StyledSectionHead>
            {summary.entries.length === 0 ? (
              <StyledMuted>No time entries in this period.</StyledMuted>
            ) : (
              <StyledEntries>
                {summary.entries.map((entry) => {
                  const day = businessDateOf(entry.clockInAt);
                  const spansDays = entry.clockOutAt && businessDateOf(entry.clockOutAt) !== day;
                  const label = `${formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' })}, ${formatClockTime(entry.clockInAt)}`;
                  return (
                    <StyledEntry key={entry.id} $open={!entry.clockOutAt}>
                      <StyledEntryDay>{formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' })}</StyledEntryDay>
                      <StyledEntryTimes>
                        {formatClockTime(entry.clockInAt)} –{' '}
                        {entry.clockOutAt ? (
                          <>
                            {formatClockTime(entry.clockOutAt)}
                            {spansDays
                              ? ` (${formatDay(businessDateOf(entry.clockOutAt), { month: 'short', day: 'numeric' })})`
                              : ''}
                          </>
                        ) : (
                          <strong>still clocked in</strong>
                        )}
                      </StyledEntryTimes>
                      <StyledEntryMinutes>
                        {entry.minutes != null ? `${formatHours(entry.minutes)} h (${entry.minutes} min)` : '—'}
                      </StyledEntryMinutes>
                      <StyledEntryExtra>
                        {entry.adjustmentNote ? <span>Adjusted: {entry.adjustmentNote}</span> : null}
                        {entry.clockInLatitude != null && entry.clockInLongitude != null ? (
                          <a
                            href={coordinatesMapUrl(entry.clockInLatitude, entry.clockInLongitude)}
                            target="_blank"
                            rel="noopener noreferrer"
                          >
                            Clock-in location
                          </a>
                        ) : null}
                      </StyledEntryExtra>
                      {locked ? null : (
                        <Button
                          $variant={entry.clockOutAt ? 'ghost' : 'primary'}
                          $size="sm"
                          disabled={busy}
                          aria-label={`${entry.clockOutAt ? 'Adjust' : 'Set clock-out for'} the entry of ${label}`}
                          onClick={() =>
                            setEditing({
                              kind: 'adjust',
                              entryId: entry.id,
                              draft: {
                                clockIn: toBusinessWallTime(entry.clockInAt),
                                // A forgotten clock-out starts as a full day's shift, to be corrected.
                                clockOut: toBusinessWallTime(
                                  entry.clockOutAt ?? new Date(Date.parse(entry.clockInAt) + EIGHT_HOURS_MS),
                                ),
                                note: entry.adjustmentNote ?? '',
                              },
                            })
                          }
                        >
                          {entry.clockOutAt ? 'Adjust' : 'Set clock-out'}
                        </Button>
                      )}
                    </StyledEntry>
                  );
                })}
              </StyledEntries>
            )}
          </section>

          {locked ? null : (
            <BonusForm
              key={`${summary.helper.id}/${summary.periodStart}/${summary.bonusCents}/${summary.bonusNote ?? ''}`}
              bonusCents={summary.bonusCents}
              bonusNote={summary.bonusNote ?? null}
              busy={busy}
              onSave={(cents, note) => saveBonus(summary.helper.id, summary.periodStart, cents, note)}
            />
          )}
        </StyledBody>
      </Dialog>

      <TimeEntryDialog
        draft={editing?.draft ?? null}
        title={editing?.kind === 'add' ? 'Add a time entry' : 'Adjust the time entry'}
        description={`${name}, ${formatDayRange(summary.periodStart, summary.periodEnd)}`}
        submitLabel={editing?.kind === 'add' ? 'Add entry' : 'Save entry'}
        pending={busy}
        onClose={() => setEditing(null)}
        onSubmit={(times) =>
          editing?.kind === 'adjust' ? adjustEntry(editing.entryId, times) : addEntry(summary.helper.id, times)
        }
      />

      <ConfirmDialog
        open={confirmApprove}
        onOpenChange={setConfirmApprove}
        title={`Approve ${name}'s period?`}
        description={`${formatDayRange(summary.periodStart, summary.periodEnd)}: the hours and bonus shown become what pays, at the current rate. Entries can't be changed after.`}
        confirmLabel="Approve"
        pendingLabel="Approving…"
        pending={busy}
        onConfirm={async () => {
          await approvePeriod(summary.helper.id, summary.periodStart, name);
          setConfirmApprove(false);
        }}
      />
    </>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledStatus = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
`;

const StyledSectionTitle = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEntries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledEntry = styled.li<{ $open: boolean }>`
  display: grid;
  grid-template-columns: 7.5rem minmax(0, 1fr) 8.5rem auto;
  grid-template-areas: 'day times minutes action' 'day extra extra action';
  align-items: center;
  gap: 0.125rem 0.75rem;
  padding: 0.5rem 0.75rem;
  ${({ $open, theme }) => ($open ? `background: ${theme.colors.dangerSurface};` : '')}
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'day action' 'times action' 'minutes minutes' 'extra extra';
  }
`;

const StyledEntryDay = styled.span`
  grid-area: day;
  font-weight: 700;
`;

const StyledEntryTimes = styled.span`
  grid-area: times;
  font-variant-numeric: tabular-nums;
`;

const StyledEntryMinutes = styled.span`
  grid-area: minutes;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const StyledEntryExtra = styled.span`
  grid-area: extra;
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

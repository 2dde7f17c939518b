import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatHours } from '../../../lib/businessTime';
import { formatCents } from '../../../lib/money';
import { payPeriodStatus } from '../../../lib/payPeriodStatus';
import { helperName } from '../../../lib/people';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Table, TBody, Td, Th, THead, Tr } from '../../../ui/Table';
import { payMinutes } from '../../../widgets/payouts/PayoutBreakdown';
import type { PayrollCsvRow } from './payrollCsv';
import { Toolbar } from '../../../ui/Toolbar';

export const PayrollRow_summary = graphql(`
  fragment PayrollRow_summary on PayPeriodSummary {
    periodStart
    periodEnd
    ...PayPeriodStatus_period @unmask
    approvedMinutes
    hourlyRateCents
    bonusNote
    payoutCents
    tipsCents
    helper {
      id
      name
      databaseId
      active
      notes
      user {
        id
        name
      }
    }
  }
`);

interface PayrollTableProps {
  rows: readonly FragmentType<typeof PayrollRow_summary>[];
  totalPayoutCents: number;
  caption: string;
  busy: boolean;
  exporting: boolean;
  onReview: (helperId: string) => void;
  onExport: (rows: PayrollCsvRow[]) => void;
}

/** The period's table: one row per helper, the totals under it, and Export CSV of exactly what it shows. */
export function PayrollTable({ rows: refs, totalPayoutCents, caption, busy, exporting, onReview, onExport }: PayrollTableProps) {
  const rows = useFragment(PayrollRow_summary, refs);
  const totalMinutes = rows.reduce((sum, row) => sum + payMinutes(row), 0);
  const approvedCents = rows.filter((row) => row.approved).reduce((sum, row) => sum + row.payoutCents, 0);
  const csvRows: PayrollCsvRow[] = rows.map((row) => ({
    helper: helperName(row.helper),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    minutes: payMinutes(row),
    hourlyRateCents: row.hourlyRateCents,
    bonusCents: row.bonusCents,
    bonusNote: row.bonusNote ?? null,
    payoutCents: row.payoutCents,
    tipsCents: row.tipsCents,
    status: payPeriodStatus(row).label,
  }));

  return (
    <StyledStack>
      <Toolbar>
        <StyledTotals role="status">
          <span>
            Total payout <strong>{formatCents(totalPayoutCents)}</strong>
          </span>
          <span>
            {formatHours(totalMinutes)} hours · approved {formatCents(approvedCents)}
          </span>
        </StyledTotals>
        <Button $variant="secondary" disabled={exporting} onClick={() => onExport(csvRows)}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Toolbar>
      {rows.length === 0 ? (
        <EmptyState title="No helpers in this period">Active helpers and anyone with hours in the period show here.</EmptyState>
      ) : (
        // Rate, then Bonus: hours, payout and status are what the owner approves.
        <Table caption={caption} busy={busy} collapse={[3, 4]}>
          <THead>
            <Th>Helper</Th>
            <Th $align="right">Hours</Th>
            <Th $align="right">Rate</Th>
            <Th $align="right">Bonus</Th>
            <Th $align="right">Payout</Th>
            <Th $align="right">Tips</Th>
            <Th>Status</Th>
            <Th $align="right">Actions</Th>
          </THead>
          <TBody>
            {rows.map((row) => {
              const name = helperName(row.helper);
              const status = payPeriodStatus(row);
              return (
                <Tr key={row.helper.id} $muted={!row.helper.active}>
                  <Td label="Helper" primary>
                    <StyledName>{name}</StyledName>
                    {!row.helper.user && row.helper.notes ? (
                      <StyledNotes title={row.helper.notes}>{row.helper.notes}</StyledNotes>
                    ) : null}
                    {!row.helper.active ? <StyledMutedLine>Inactive</StyledMutedLine> : null}
                  </Td>
                  <Td label="Hours" align="right">
                    <StyledNumber>{formatHours(payMinutes(row))}</StyledNumber>
                    {row.openEntries > 0 ? <StyledMutedLine>+ {row.openEntries} open</StyledMutedLine> : null}
                  </Td>
                  <Td label="Rate" align="right">
                    <StyledNumber>{formatCents(row.hourlyRateCents)}</StyledNumber>
                  </Td>
                  <Td label="Bonus" align="right">
                    <StyledNumber>{formatCents(row.bonusCents)}</StyledNumber>
                  </Td>
                  <Td label="Payout" align="right">
                    <StyledNumber>
                      <strong>{formatCents(row.payoutCents)}</strong>
                    </StyledNumber>
                  </Td>
                  {/* Clients' tips for the helper's visits: theirs, paid apart from (and not in) the payout. */}
                  <Td label="Tips" align="right">
                    <StyledNumber>{formatCents(row.tipsCents)}</StyledNumber>
                  </Td>
                  <Td label="Status">
                    <Badge tone={row.openEntries > 0 && !row.approved ? 'danger' : status.tone}>
                      {row.openEntries > 0 && !row.approved ? 'Clocked in' : status.label}
                    </Badge>
                  </Td>
                  <Td label="Actions" align="right" actions>
                    <Button $variant="secondary" $size="sm" aria-label={`Review ${name}`} onClick={() => onReview(row.helper.id)}>
                      Review
                    </Button>
                  </Td>
                </Tr>
              );
            })}
          </TBody>
        </Table>
      )}
    </StyledStack>
  );
}

const StyledStack = styled.div`
  margin-top: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledTotals = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: 1.25rem;
  }
  span + span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledName = styled.span`
  font-weight: 700;
`;

const StyledMutedLine = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A helper without an account is 'Helper 1a2b3c4d': the admin's notes (usually starting with a name) say who. */
const StyledNotes = styled.span`
  display: block;
  /* As wide as the name's cell, never wider: long notes are cut with an ellipsis rather than widen the table. */
  width: 0;
  min-width: 100%;
  max-width: 22rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNumber = styled.span`
  font-variant-numeric: tabular-nums;
`;

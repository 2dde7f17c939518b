import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatCents } from '../../../lib/money';
import { KpiCard, type KpiTrend } from '../../../ui/KpiCard';
import { ApprovedIcon, PendingIcon, RequestsIcon, RevenueIcon } from './icons';
import { formatLocalDate } from '../../../lib/businessTime';
import { SERVICE_NAMES } from '../../../lib/serviceLabels';

export const DashboardKpis_dashboard = graphql(`
  fragment DashboardKpis_dashboard on AdminDashboard {
    month
    monthlyRevenueCents
    previousMonthRevenueCents
    revenueTrendPercent
    revenueBreakdown {
      service
      visitCount
      unitPriceCents
      totalCents
    }
    pendingApprovals
    approvedJobs
    totalRequests
  }
`);

// The trend line (its query and Chart.js) loads after the dashboard's own figures.
const EarnedTrendLine = lazy(() => import('./EarnedTrendLine').then((m) => ({ default: m.EarnedTrendLine })));

/** +12.5 → up and good news; -4 → down and bad news; no figure last month → no trend. */
export function revenueTrend(percent: number | null | undefined, previousCents: number): KpiTrend | null {
  if (percent === null || percent === undefined) return null;
  const rounded = Math.abs(Math.round(percent * 10) / 10);
  return {
    direction: percent >= 0 ? 'up' : 'down',
    positive: percent >= 0,
    label: `${rounded}% vs last month (${formatCents(previousCents)})`,
  };
}

/** Spec §2 admin dashboard cards: Monthly Revenue, Pending Approvals, Approved Jobs, Total Requests. */
export function DashboardKpis(props: { dashboard: FragmentType<typeof DashboardKpis_dashboard> }) {
  const dashboard = useFragment(DashboardKpis_dashboard, props.dashboard);
  const monthName = formatLocalDate(dashboard.month, { month: 'long', year: 'numeric' });
  const trend = revenueTrend(dashboard.revenueTrendPercent, dashboard.previousMonthRevenueCents);

  return (
    <StyledGrid>
      <KpiCard
        title="Monthly Revenue"
        value={formatCents(dashboard.monthlyRevenueCents)}
        icon={<RevenueIcon />}
        trend={trend}
        description={
          <>
            <StyledBreakdownTitle>{monthName}, visits of accepted requests:</StyledBreakdownTitle>
            {dashboard.revenueBreakdown.length ? (
              <StyledBreakdown>
                {dashboard.revenueBreakdown.map((line) => (
                  <li key={line.service}>
                    <span>
                      {line.visitCount} × {formatCents(line.unitPriceCents)} {SERVICE_NAMES[line.service]}
                    </span>
                    <span>{formatCents(line.totalCents)}</span>
                  </li>
                ))}
              </StyledBreakdown>
            ) : (
              <StyledNote>No visits yet this month.</StyledNote>
            )}
            {trend ? null : <StyledNote>Last month: {formatCents(dashboard.previousMonthRevenueCents)}</StyledNote>}
            <Suspense fallback={null}>
              <EarnedTrendLine />
            </Suspense>
          </>
        }
      />
      <KpiCard
        title="Pending Approvals"
        value={dashboard.pendingApprovals}
        icon={<PendingIcon />}
        description="Requests waiting for your decision"
      />
      <KpiCard
        title="Approved Jobs"
        value={dashboard.approvedJobs}
        icon={<ApprovedIcon />}
        description="Accepted and scheduled requests"
      />
      <KpiCard
        title="Total Requests"
        value={dashboard.totalRequests}
        icon={<RequestsIcon />}
        description="Every request received, all statuses"
      />
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;

  /* Revenue, with its breakdown, is the wide card: a row of its own until there is room for all four. */
  & > :first-child {
    grid-column: 1 / -1;
  }

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1.7fr) repeat(3, minmax(0, 1fr));
    & > :first-child {
      grid-column: auto;
    }
  }
`;

const StyledBreakdownTitle = styled.p`
  margin: 0.25rem 0 0;
`;

const StyledBreakdown = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;

  /* The amount keeps its right-hand column; a long service name wraps within its own. */
  li {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0 0.75rem;
    padding: 0.125rem 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  li > span:first-child {
    min-width: 0;
  }
  li > span:last-child {
    flex-shrink: 0;
    white-space: nowrap;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledNote = styled.p`
  margin: 0.25rem 0 0;
`;

import { lazy, Suspense, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Card } from '../../../ui/Card';
import { Button } from '../../../ui/Button';
import type { ChartProps } from '../../../ui/Chart';

// Chart.js loads with the first chart drawn, not with the route.
const Chart = lazy(() => import('../../../ui/Chart').then((m) => ({ default: m.Chart })));

/** A chart that loads on demand, with a quiet box of its size while it does. */
export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<StyledChartPlaceholder style={{ height: props.height ?? 260 }} aria-hidden="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}

interface ReportSectionProps {
  title: string;
  lead?: ReactNode;
  /** Export CSV of this report (absent while nothing is loaded). */
  onExport?: () => void;
  exporting?: boolean;
  children: ReactNode;
}

/** One report: its heading, a line about it, Export CSV, and its chart and tables. */
export function ReportSection({ title, lead, onExport, exporting, children }: ReportSectionProps) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHead>
        <div>
          <StyledTitle id={headingId}>{title}</StyledTitle>
          {lead ? <StyledLead>{lead}</StyledLead> : null}
        </div>
        {onExport ? (
          <Button $variant="secondary" disabled={exporting} onClick={onExport} aria-label={`Export CSV: ${title}`}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        ) : null}
      </StyledHead>
      {children}
    </StyledSection>
  );
}

const StyledSection = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1rem;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const StyledLead = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledChartPlaceholder = styled.div`
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** A sub-heading inside a report (By service, By client). */
export const ReportSubtitle = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

/** Headline figures of a report, side by side, wrapping on a phone. */
export const ReportFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

import styled from 'styled-components';
import { compactCard } from '../../ui/Card';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatClockTime, formatElapsed } from '../../lib/businessTime';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { LOCATION_RECORDED_AT_CLOCK_OUT, LOCATION_WORDS, NO_LOCATION_RECORDED } from './geolocation';
import { useClock } from './useClock';
import { useNow } from './useNow';
import { coordinatesMapUrl } from '../../lib/visits';

export const ClockCard_entry = graphql(`
  fragment ClockCard_entry on TimeEntry {
    id
    clockInAt
    clockInLatitude
    clockInLongitude
  }
`);

interface ClockCardProps {
  /** The open time entry (`myClock`), or null while clocked out. */
  entry: FragmentType<typeof ClockCard_entry> | null | undefined;
}

/**
 * The time clock (spec §4): Clock In / Clock Out, stored on the server so a reload or another phone shows the same
 * state. While clocked in it shows the time running and whether the location was recorded with the punch.
 */
export function ClockCard({ entry: ref }: ClockCardProps) {
  const entry = useFragment(ClockCard_entry, ref ?? null);
  const { clockIn, clockOut, phase, lastLocation } = useClock();
  const clockedIn = Boolean(entry);
  const now = useNow(clockedIn);
  const busy = phase !== 'idle';

  const located = entry ? entry.clockInLatitude != null && entry.clockInLongitude != null : false;
  const locationWords = entry
    ? located
      ? LOCATION_WORDS.shared
      : lastLocation && lastLocation.status !== 'shared'
        ? LOCATION_WORDS[lastLocation.status]
        : NO_LOCATION_RECORDED
    : lastLocation
      ? // Clocked out, nothing is being tracked: say what the last punch recorded, not "tracking enabled".
        lastLocation.status === 'shared'
        ? LOCATION_RECORDED_AT_CLOCK_OUT
        : LOCATION_WORDS[lastLocation.status]
      : null;

  return (
    <StyledCard aria-labelledby="clock-card-title" $on={clockedIn}>
      <StyledTop>
        <StyledTitle id="clock-card-title">Time Clock</StyledTitle>
        <Badge tone={clockedIn ? 'success' : 'neutral'}>{clockedIn ? 'Clocked in' : 'Clocked out'}</Badge>
      </StyledTop>

      {entry ? (
        <>
          <StyledElapsed role="timer" aria-label="Time on the clock">
            {formatElapsed(now - Date.parse(entry.clockInAt))}
          </StyledElapsed>
          <StyledLine>Since {formatClockTime(entry.clockInAt)}</StyledLine>
        </>
      ) : (
        <StyledLine>You're clocked out. Clock in when you start work.</StyledLine>
      )}

      <div aria-live="polite">
        {phase === 'locating' ? (
          <StyledLocation $on={false}>Getting your location…</StyledLocation>
        ) : locationWords ? (
          <StyledLocation $on={entry ? located : lastLocation?.status === 'shared'}>
            <StyledDot aria-hidden="true" $on={entry ? located : lastLocation?.status === 'shared'} />
            {locationWords}
          </StyledLocation>
        ) : null}
        {entry && entry.clockInLatitude != null && entry.clockInLongitude != null ? (
          <StyledMapLink
            href={coordinatesMapUrl(entry.clockInLatitude, entry.clockInLongitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Where you clocked in (map)
          </StyledMapLink>
        ) : null}
      </div>

      <Button
        $size="lg"
        $fullWidth
        $variant={clockedIn ? 'secondary' : 'primary'}
        disabled={busy}
        onClick={() => void (clockedIn ? clockOut() : clockIn())}
      >
        {busy ? (clockedIn ? 'Clocking out…' : 'Clocking in…') : clockedIn ? 'Clock Out' : 'Clock In'}
      </Button>
      {!entry && !lastLocation ? (
        <StyledHint>If you allow it, your location is recorded when you clock in and out. It's fine to say no.</StyledHint>
      ) : null}
    </StyledCard>
  );
}

const StyledCard = styled.section<{ $on: boolean }>`
  ${compactCard}
  gap: 0.5rem;
  border-color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.border)};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const StyledElapsed = styled.p`
  margin: 0.25rem 0 0;
  font-size: 2.5rem;
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.01em;
`;

const StyledLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMapLink = styled.a`
  display: inline-block;
  /* A comfortable tap target on a phone. */
  padding: 0.25rem 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledLocation = styled.p<{ $on: boolean }>`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.textMuted)};
`;

const StyledDot = styled.span<{ $on: boolean }>`
  flex: none;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.success : 'transparent')};
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.borderStrong)};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql/index';
import { serverMessage } from '../../apollo/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';

export const SetHelperAvailability_Mutation = graphql(`
  mutation SetHelperAvailability_Mutation($input: SetHelperAvailabilityInput!) {
    setHelperAvailability(input: $input) {
      helper {
        id
        availability {
          weekday
          ranges {
            from
            to
          }
        }
      }
    }
  }
`);

export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Range {
  from: string;
  to: string;
}
export interface AvailabilityDayValue {
  weekday: number;
  ranges: readonly Range[];
}

/** What a new week starts from: Monday to Friday, 8 to 5. */
const DEFAULT_RANGE: Range = { from: '08:00', to: '17:00' };

function initialWeek(availability: readonly AvailabilityDayValue[] | null | undefined): Range[][] {
  return WEEKDAY_LABELS.map((_, weekday) => {
    if (!availability) return weekday >= 1 && weekday <= 5 ? [{ ...DEFAULT_RANGE }] : [];
    return (availability.find((day) => day.weekday === weekday)?.ranges ?? []).map((range) => ({ ...range }));
  });
}

/** A short summary of a week for lists: "Mon–Fri 08:00–17:00" is not attempted; each working day is named. */
export function availabilitySummary(availability: readonly AvailabilityDayValue[] | null | undefined): string {
  if (!availability) return 'Not set';
  const days = availability.filter((day) => day.ranges.length > 0);
  if (days.length === 0) return 'Off every day';
  return days
    .map((day) => `${WEEKDAY_LABELS[day.weekday].slice(0, 3)} ${day.ranges.map((r) => `${r.from}–${r.to}`).join(', ')}`)
    .join(' · ');
}

interface WeeklyAvailabilityEditorProps {
  /** The helper's global id. */
  helperId: string;
  availability: readonly AvailabilityDayValue[] | null | undefined;
  /** Who is editing, for the words: the helper's own week or a helper's. */
  own: boolean;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * A helper's usual week: each weekday worked or off, with one or more from–to ranges. The server checks the same
 * rules (a range ends after it starts, ranges of a day do not overlap) and names the field when it refuses.
 */
export function WeeklyAvailabilityEditor({ helperId, availability, own, onSaved, onCancel }: WeeklyAvailabilityEditorProps) {
  const [week, setWeek] = useState(() => initialWeek(availability));
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();
  const [save, { loading }] = useMutation(SetHelperAvailability_Mutation);

  const setDay = (weekday: number, ranges: Range[]) => {
    setError(null);
    setWeek((current) => current.map((day, index) => (index === weekday ? ranges : day)));
  };

  async function submit() {
    const invalid = week.flatMap((ranges, weekday) =>
      ranges.filter((range) => !range.from || !range.to || range.to <= range.from).map(() => WEEKDAY_LABELS[weekday]),
    );
    if (invalid.length) {
      setError(`On ${invalid[0]}, each range must end after it starts.`);
      return;
    }
    try {
      await save({
        variables: {
          input: {
            helperId,
            days: week.map((ranges, weekday) => ({ weekday, ranges: ranges.map(({ from, to }) => ({ from, to })) })),
          },
        },
      });
      toast({ title: 'Availability Saved', description: own ? 'Your usual week is saved.' : 'The usual week is saved.' });
      onSaved?.();
    } catch (caught) {
      setError(serverMessage(caught) ?? 'Failed to save the availability');
    }
  }

  return (
    <StyledForm
      aria-label={own ? 'Your weekly availability' : 'Weekly availability'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!loading) void submit();
      }}
    >
      {week.map((ranges, weekday) => {
        const day = WEEKDAY_LABELS[weekday];
        return (
          <StyledDay key={day}>
            <Checkbox
              label={<strong>{day}</strong>}
              checked={ranges.length > 0}
              onChange={(event) => setDay(weekday, event.target.checked ? [{ ...DEFAULT_RANGE }] : [])}
              disabled={loading}
            />
            {ranges.length === 0 ? (
              <StyledOff>Off</StyledOff>
            ) : (
              <StyledRanges>
                {ranges.map((range, index) => (
                  <StyledRange key={index}>
                    <TextField
                      type="time"
                      label={`${day} from${ranges.length > 1 ? ` (${index + 1})` : ''}`}
                      value={range.from}
                      onChange={(event) =>
                        setDay(
                          weekday,
                          ranges.map((r, i) => (i === index ? { ...r, from: event.target.value } : r)),
                        )
                      }
                      disabled={loading}
                      required
                    />
                    <TextField
                      type="time"
                      label={`${day} to${ranges.length > 1 ? ` (${index + 1})` : ''}`}
                      value={range.to}
                      onChange={(event) =>
                        setDay(
                          weekday,
                          ranges.map((r, i) => (i === index ? { ...r, to: event.target.value } : r)),
                        )
                      }
                      disabled={loading}
                      required
                    />
                    {ranges.length > 1 ? (
                      <Button
                        type="button"
                        $variant="ghost"
                        $size="sm"
                        aria-label={`Remove ${day} hours ${index + 1}`}
                        onClick={() =>
                          setDay(
                            weekday,
                            ranges.filter((_, i) => i !== index),
                          )
                        }
                        disabled={loading}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </StyledRange>
                ))}
                {ranges.length < 4 ? (
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    aria-label={`Add hours on ${day}`}
                    onClick={() => setDay(weekday, [...ranges, { from: '', to: '' }])}
                    disabled={loading}
                  >
                    Add hours
                  </Button>
                ) : null}
              </StyledRanges>
            )}
          </StyledDay>
        );
      })}
      {error ? <Alert>{error}</Alert> : null}
      <StyledActions>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save availability'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledDay = styled.div`
  display: grid;
  grid-template-columns: 9rem 1fr;
  gap: 0.5rem;
  align-items: start;
  padding-block: 0.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
`;

const StyledOff = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRanges = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: flex-start;
`;

const StyledRange = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;

  & > * {
    min-width: 8rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

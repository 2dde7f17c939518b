import { graphql } from '../../gql';
import type { Recurrence, TimeSlot } from '../../gql/graphql';
import { formatLocalDate } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { type CustomDaysValue, describeRecurrence, TIME_SLOT_LABELS } from '../../lib/serviceLabels';
import { Fact } from '../../ui/FactGrid';

/** The weekdays of a Custom frequency, as `describeRecurrence` reads them: spread (unmasked) in each caller's fragment. */
export const RequestFacts_customDays = graphql(`
  fragment RequestFacts_customDays on CustomDays {
    sunday
    monday
    tuesday
    wednesday
    thursday
    friday
    saturday
  }
`);

/** How a request repeats, as each caller's own fragment selects it (`recurring`, `customDays`). */
type Repeating = { recurring: Recurrence; customDays?: Partial<CustomDaysValue> | null };

/** Repeats: "One-time", "Weekly", "Custom: Mon, Thu"... */
export function RepeatsFact({ request }: { request: Repeating }) {
  return <Fact label="Repeats">{describeRecurrence(request.recurring, request.customDays)}</Fact>;
}

/** When a request's cleanings are: its (first) date, its time slot and how it repeats, as the admin and client see it. */
export function RequestScheduleFacts({ request }: { request: Repeating & { date: string; time: TimeSlot } }) {
  return (
    <>
      <Fact label={request.recurring === 'ONETIME' ? 'Date' : 'Starts'}>
        {formatLocalDate(request.date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}
      </Fact>
      <Fact label="Time">{TIME_SLOT_LABELS[request.time]}</Fact>
      <RepeatsFact request={request} />
    </>
  );
}

/** A phone number, formatted, that dials when tapped. */
export function PhoneFact({ label = 'Phone', phone }: { label?: string; phone: string }) {
  return (
    <Fact label={label}>
      <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
    </Fact>
  );
}

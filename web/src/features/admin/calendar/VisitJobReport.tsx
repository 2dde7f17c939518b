import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatClockTime } from '../../../lib/businessTime';

export const VisitJobReport_visit = graphql(`
  fragment VisitJobReport_visit on Visit {
    id
    completionReason
    checklist {
      id
      room
      label
      required
      state
      note
    }
    jobNotes {
      id
      text
      authorName
      createdAt
    }
  }
`);

const STATE_WORDS = { DONE: 'Done', OPEN: 'Open', NOT_APPLICABLE: 'Not applicable' } as const;

/**
 * What the helpers reported on the job, in the owner's visit details: the checklist (done, open, not applicable,
 * with notes), why required tasks were left open, and the job notes. Nothing when there is nothing to report.
 */
export function VisitJobReport({ visit: ref }: { visit: FragmentType<typeof VisitJobReport_visit> }) {
  const visit = useFragment(VisitJobReport_visit, ref);
  if (!visit.checklist.length && !visit.jobNotes.length && !visit.completionReason) return null;
  const done = visit.checklist.filter((item) => item.state === 'DONE').length;
  const applicable = visit.checklist.filter((item) => item.state !== 'NOT_APPLICABLE').length;

  return (
    <StyledReport aria-labelledby="visit-job-report-title">
      <h3 id="visit-job-report-title">Checklist and notes</h3>
      {visit.completionReason ? (
        <p>
          <strong>Completed with required tasks open:</strong> {visit.completionReason}
        </p>
      ) : null}
      {visit.checklist.length ? (
        <>
          <p>
            {done} of {applicable} tasks done
          </p>
          <ul>
            {visit.checklist.map((item) => (
              <li key={item.id}>
                {item.room}: {item.label}
                {item.required ? ' (required)' : ''} — {STATE_WORDS[item.state]}
                {item.note ? `. Note: ${item.note}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {visit.jobNotes.length ? (
        <ul aria-label="Job notes">
          {visit.jobNotes.map((note) => (
            <li key={note.id}>
              “{note.text}” — {note.authorName}, {formatClockTime(note.createdAt)}
            </li>
          ))}
        </ul>
      ) : null}
    </StyledReport>
  );
}

const StyledReport = styled.section`
  margin-top: 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0 0 0.5rem;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDayAndTime } from '../../../lib/businessTime';
import { historyPath } from '../../../lib/history';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** A value as the API words it ('Move-In Cleaning', 'Wed, Dec 9', a person's name), or 'empty'. */
const shown = (text: string | null) => text ?? 'empty';

export const ActivityEventItem_event = graphql(`
  fragment ActivityEventItem_event on AuditEvent {
    id
    occurredAt
    action
    summary
    ip
    actor {
      kind
      name
    }
    object {
      id
      type
      title
      label
    }
    changes {
      field
      label
      fromText
      toText
      redacted
    }
  }
`);

/**
 * One recorded change: when, who, what they did to which object, and each field from what to what, all in the words
 * the API gives them (api/src/modules/describe): services, days, schedules and people by name, never a stored value.
 */
export function ActivityEventItem(props: { event: FragmentType<typeof ActivityEventItem_event>; showHistoryLink: boolean }) {
  const event = useFragment(ActivityEventItem_event, props.event);
  const { object } = event;
  return (
    <StyledItem>
      <StyledHead>
        <p>
          <strong>{event.actor.name}</strong> {event.summary}
        </p>
        <StyledMeta>
          <time dateTime={event.occurredAt}>{formatDayAndTime(event.occurredAt)}</time>
          {event.ip ? <span> · from {event.ip}</span> : null}
        </StyledMeta>
      </StyledHead>
      {event.changes.length > 0 ? (
        <StyledChanges>
          {event.changes.map((change) => (
            <div key={change.field}>
              <dt>{change.label}</dt>
              <dd>
                {change.redacted ? (
                  'changed (not recorded)'
                ) : event.action === 'UPDATED' ? (
                  <>
                    <StyledOld>{shown(change.fromText)}</StyledOld>
                    <span aria-hidden="true"> → </span>
                    <VisuallyHidden>to </VisuallyHidden>
                    {shown(change.toText)}
                  </>
                ) : (
                  shown(event.action === 'DELETED' ? change.fromText : change.toText)
                )}
              </dd>
            </div>
          ))}
        </StyledChanges>
      ) : null}
      {props.showHistoryLink ? (
        <StyledHistoryLink to={historyPath(object.id)}>
          History of this {object.title.toLowerCase()}
          {object.label ? <VisuallyHidden> “{object.label}”</VisuallyHidden> : null}
        </StyledHistoryLink>
      ) : null}
    </StyledItem>
  );
}

const StyledItem = styled.li`
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const StyledChanges = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0.625rem 0 0;
  font-size: 0.9375rem;

  div {
    display: grid;
    grid-template-columns: minmax(7rem, 12rem) 1fr;
    gap: 0.75rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    div {
      grid-template-columns: 1fr;
      gap: 0;
      margin-bottom: 0.375rem;
    }
  }
`;

const StyledOld = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

const StyledHistoryLink = styled(Link)`
  display: inline-block;
  margin-top: 0.625rem;
  font-size: 0.9375rem;
  font-weight: 600;
`;

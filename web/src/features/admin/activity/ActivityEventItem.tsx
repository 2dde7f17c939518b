import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDayAndTime } from '../../../lib/businessTime';
import { historyPath } from '../../../lib/history';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ACTION_WORDS, fieldLabel, valueText } from './activityFormat';

export const ActivityEventItem_event = graphql(`
  fragment ActivityEventItem_event on AuditEvent {
    id
    occurredAt
    action
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
      from
      to
      redacted
    }
  }
`);

/** One recorded change: when, who, what they did to which object, and each field from what to what. */
export function ActivityEventItem(props: { event: FragmentType<typeof ActivityEventItem_event>; showHistoryLink: boolean }) {
  const event = useFragment(ActivityEventItem_event, props.event);
  const { object } = event;
  return (
    <StyledItem>
      <StyledHead>
        <p>
          <strong>{event.actor.name}</strong> {ACTION_WORDS[event.action]} {object.title.toLowerCase()}
          {object.label ? <> “{object.label}”</> : null}
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
              <dt>{fieldLabel(change.field)}</dt>
              <dd>
                {change.redacted ? (
                  'changed (not recorded)'
                ) : event.action === 'UPDATED' ? (
                  <>
                    <StyledOld>{valueText(change.field, change.from)}</StyledOld>
                    <span aria-hidden="true"> → </span>
                    <VisuallyHidden>to </VisuallyHidden>
                    {valueText(change.field, change.to)}
                  </>
                ) : (
                  valueText(change.field, event.action === 'DELETED' ? change.from : change.to)
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

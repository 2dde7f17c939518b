import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql/index';
import { helperName, namesList } from '../../lib/people';

export const AssignedHelpers_visit = graphql(`
  fragment AssignedHelpers_visit on Visit {
    id
    helpers {
      id
      name
      databaseId
      user {
        id
        name
      }
    }
  }
`);

/** Who works a visit, or a plain 'Unassigned', for a details list (a <dt>/<dd> pair). */
export function AssignedHelpers(props: { visit: FragmentType<typeof AssignedHelpers_visit> }) {
  const visit = useFragment(AssignedHelpers_visit, props.visit);
  return (
    <>
      <dt>Helpers</dt>
      <dd>{visit.helpers.length ? namesList(visit.helpers.map(helperName)) : <StyledNone>Unassigned</StyledNone>}</dd>
    </>
  );
}

const StyledNone = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

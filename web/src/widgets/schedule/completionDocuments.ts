import { graphql } from '../../gql';

/** What marking a visit completed (or undoing it) changes on the visit: the cache updates it where it is shown. */
export const VisitCompletion_visit = graphql(`
  fragment VisitCompletion_visit on Visit {
    id
    status
    startedAt
    completedAt
    completedBy {
      id
      name
    }
  }
`);

export const MarkVisitCompleted_Mutation = graphql(`
  mutation MarkVisitCompleted_Mutation($input: VisitIdInput!) {
    markVisitCompleted(input: $input) {
      visit {
        ...VisitCompletion_visit
      }
    }
  }
`);

export const UndoVisitCompletion_Mutation = graphql(`
  mutation UndoVisitCompletion_Mutation($input: VisitIdInput!) {
    undoVisitCompletion(input: $input) {
      visit {
        ...VisitCompletion_visit
      }
    }
  }
`);

export const CompleteVisits_Mutation = graphql(`
  mutation CompleteVisits_Mutation($input: CompleteVisitsInput!) {
    completeVisits(input: $input) {
      completedCount
      visits {
        ...VisitCompletion_visit
      }
    }
  }
`);

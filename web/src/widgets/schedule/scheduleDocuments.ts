import { graphql } from '../../gql';

/** The queries a schedule change makes stale: whatever of them is on screen is fetched again. */
export const AFTER_SCHEDULE_CHANGE = [
  'CalendarPage_Query',
  'VisitDetailsDialog_Query',
  'AdminDashboardPage_Query',
  'ChangeRequestsCard_Query',
  'UnassignedVisitsCard_Query',
  'PastVisitsCard_Query',
];

/** Every schedule mutation refreshes what it made stale and waits for it, so the screen behind shows the change. */
export const MUTATION_OPTIONS = { refetchQueries: AFTER_SCHEDULE_CHANGE, awaitRefetchQueries: true } as const;

/** What Cancel visit, Skip and Restore change on the visit (the cache updates it where it is shown). */
export const VisitChange_payload = graphql(`
  fragment VisitChange_payload on VisitChangePayload {
    visit {
      id
      status
      statusReason
    }
  }
`);

export const CancelVisit_Mutation = graphql(`
  mutation CancelVisit_Mutation($input: CancelVisitInput!) {
    cancelVisit(input: $input) {
      ...VisitChange_payload
    }
  }
`);

export const SkipVisit_Mutation = graphql(`
  mutation SkipVisit_Mutation($input: SkipVisitInput!) {
    skipVisit(input: $input) {
      ...VisitChange_payload
    }
  }
`);

export const RestoreVisit_Mutation = graphql(`
  mutation RestoreVisit_Mutation($input: RestoreVisitInput!) {
    restoreVisit(input: $input) {
      ...VisitChange_payload
    }
  }
`);

export const RescheduleVisit_Mutation = graphql(`
  mutation RescheduleVisit_Mutation($input: RescheduleVisitInput!) {
    rescheduleVisit(input: $input) {
      applied
      droppedHelperIds
      warnings {
        helperId
        message
      }
      visit {
        id
        date
        timeSlot
      }
    }
  }
`);

export const UpdateSeries_Mutation = graphql(`
  mutation UpdateSeries_Mutation($input: UpdateSeriesInput!) {
    updateSeries(input: $input) {
      applied
      warnings {
        helperId
        message
      }
      visit {
        id
        date
        timeSlot
        service
      }
    }
  }
`);

export const PauseSeries_Mutation = graphql(`
  mutation PauseSeries_Mutation($input: PauseSeriesInput!) {
    pauseSeries(input: $input) {
      serviceRequest {
        id
      }
    }
  }
`);

export const EndSeries_Mutation = graphql(`
  mutation EndSeries_Mutation($input: EndSeriesInput!) {
    endSeries(input: $input) {
      serviceRequest {
        id
      }
    }
  }
`);

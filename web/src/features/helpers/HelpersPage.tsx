import { graphql } from '../../gql';
import { RosterPage } from '../../widgets/roster/RosterPage';
import { HelperFormDialog } from './HelperFormDialog';
import { HelperRow } from './HelperRow';

export const HELPERS_PAGE_SIZE = 25;

export const helpersPageQuery = graphql(`
  query HelpersPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {
    helpers(search: $search, status: $status, first: $first, after: $after) {
      edges {
        node {
          id
          ...HelperRow_helper
        }
      }
      pageInfo {
        ...Paging_pageInfo @unmask
      }
      totalCount
    }
  }
`);

/**
 * The helpers screen (spec §2): the clients screen's pattern with ID, Phone, Hourly Rate, Max Hours/Week, Status,
 * Created and Actions; searchable by name, notes, phone digits or the 'Helper 1a2b3c4d' label.
 */
export function HelpersPage() {
  return (
    <RosterPage
      query={helpersPageQuery}
      connectionOf={(data) => data.helpers}
      pageSize={HELPERS_PAGE_SIZE}
      noun="helper"
      description="Your cleaning team, their rates and hours."
      searchPlaceholder="Name, phone, notes or ID"
      emptyInvitation="Add your cleaning team to keep their rates and hours in one place."
      columns={['Name', 'ID', 'Phone', 'Hourly Rate', 'Max Hours/Week', 'Status', 'Created', 'Actions']}
      // Created first, then Max Hours/Week: the card layout shows them again on a narrower screen.
      collapse={[6, 4]}
      renderRow={(node) => <HelperRow key={node.id} helper={node} />}
      renderAddDialog={(open, onOpenChange) => <HelperFormDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}

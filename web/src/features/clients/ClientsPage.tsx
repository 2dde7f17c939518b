import { graphql } from '../../gql';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientRow } from './ClientRow';
import { RosterPage } from '../../widgets/roster/RosterPage';

export const CLIENTS_PAGE_SIZE = 25;

export const clientsPageQuery = graphql(`
  query ClientsPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {
    clients(search: $search, status: $status, first: $first, after: $after) {
      edges {
        node {
          id
          ...ClientRow_client
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
 * The clients screen (spec §2): a searchable table (the server searches names and phone digits), newest first, paged
 * with 'Load more'; Add Client; per row Edit, Send Message and Deactivate (or Reactivate).
 */
export function ClientsPage() {
  return (
    <RosterPage
      query={clientsPageQuery}
      connectionOf={(data) => data.clients}
      pageSize={CLIENTS_PAGE_SIZE}
      noun="client"
      description="Everyone you clean for, with their contact details."
      searchPlaceholder="Search by name or phone"
      emptyInvitation="Add the people you clean for to keep their details in one place."
      columns={['Name', 'Phone', 'Saved card', 'Status', 'Created', 'Actions']}
      collapse={[4]}
      renderRow={(node) => <ClientRow key={node.id} client={node} />}
      renderAddDialog={(open, onOpenChange) => <ClientFormDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}

import { useQuery } from '@apollo/client/react';
import { appViewerQuery } from '../../viewerQuery';
import { InboxView } from './InboxView';
import { MyConversationView } from './MyConversationView';

/**
 * /messages: the owner's inbox of every conversation; for a client or helper, their one conversation with the
 * business. The role comes from the signed-in viewer the app has already loaded.
 */
export function MessagesPage() {
  const { data } = useQuery(appViewerQuery, { fetchPolicy: 'cache-first' });
  const role = data?.viewer?.role;
  if (!role) return null;
  return role === 'ADMIN' ? <InboxView /> : <MyConversationView />;
}

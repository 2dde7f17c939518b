import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/** Cache rules: Relay connections are merged page by page, one list per filter argument (role, status, window). */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      users: relayStylePagination(['role']),
      // One ledger list per search and status filter; 'Load more' pages are merged.
      invoices: relayStylePagination(['search', 'status']),
      // One list per status filter (the admin's pending and approved lists, a client's own list).
      serviceRequests: relayStylePagination(['status']),
      // One list per calendar window; pages of a window (after: cursor) are merged.
      visits: relayStylePagination(['from', 'to']),
      // One list per search and status filter; 'Load more' pages are merged.
      clients: relayStylePagination(['search', 'status']),
      helpers: relayStylePagination(['search', 'status']),
      // The signed-in user's messages (all, or unread only).
      myMessages: relayStylePagination(['unreadOnly']),
      // The bell's list (all, or unread only).
      notifications: relayStylePagination(['unreadOnly']),
      // The owner's inbox, and the business's sent history.
      conversations: relayStylePagination(),
      sentMessages: relayStylePagination(),
      // Settings → Outbox, one list per state filter.
      outbox: relayStylePagination(['status']),
      // Role requests to review, one list per status (the settings screen shows the pending ones).
      roleRequests: relayStylePagination(['status']),
      // The audit trail, one list per filter (Settings → Activity).
      auditEvents: relayStylePagination(['actor', 'object', 'objectType', 'from', 'to']),
    },
  },
  // The public page's content has no id: the public page and the settings screen read parts of the same object,
  // so their answers are merged rather than one replacing the other.
  PublicSite: { merge: true },
  // The dashboard has no id either: its figures (AdminDashboardPage_Query) and the revenue card's lazy trend line
  // (EarnedTrendLine_Query) read parts of it; replacing instead of merging sent the page's query again.
  AdminDashboard: { merge: true },
  // A thread's older messages are merged page by page; the inbox's one-message preview is its own list.
  Conversation: { fields: { messages: relayStylePagination(['first']) } },
  // A checklist item's id is the task it comes from, the same on every visit of that service: normalized by id, one
  // visit's ticks would show on another visit of the day. Each item is kept inside its visit instead.
  ChecklistItem: { keyFields: false },
};

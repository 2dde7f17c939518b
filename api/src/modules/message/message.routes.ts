import { ALL_ROLES, Role } from '../../auth/role.enum.js';
import { listOf, schemaRef } from '../../rest/json-schema.js';
import { jsonBody, pick } from '../../rest/request-body.js';
import { PAGE_FIELDS, REST_LIST_LIMIT } from '../../rest/paging.js';
import type { RestRoute } from '../../rest/shim.js';
import { sendMessageBody } from './message.rest-schemas.js';

const MESSAGE_FIELDS = 'databaseId recipientId subject body senderName readAt createdAt';

interface GraphQLMessage {
  databaseId: string;
  [field: string]: unknown;
}

/** id and toUserId are database ids; body is plain text; readAt null until the recipient opens it. */
const toRestMessage = ({ databaseId, recipientId, ...rest }: GraphQLMessage) => ({
  id: databaseId,
  toUserId: recipientId,
  ...rest,
});

/** Spec §7 POST /api/messages, and each user's own messages. */
export const messageRoutes: readonly RestRoute[] = [
  {
    method: 'post',
    path: '/messages',
    summary: "The admin sends a plain-text message: toUserId, body, subject (default 'Message from Admin').",
    access: [Role.ADMIN],
    operation: `mutation RestSendMessage($input: SendMessageInput!) {
      sendMessage(input: $input) { message { ${MESSAGE_FIELDS} } }
    }`,
    variables: (req) => ({ input: pick(jsonBody(req), ['toUserId', 'body', 'subject']) }),
    respond: (data: { sendMessage: { message: GraphQLMessage } }) => toRestMessage(data.sendMessage.message),
    requestSchema: sendMessageBody,
    responseSchema: schemaRef('Message'),
    successStatus: 201,
  },
  {
    method: 'get',
    path: '/messages',
    summary: `The signed-in user's own messages, newest first (${REST_LIST_LIMIT} a page), with readAt.`,
    access: ALL_ROLES,
    operation: `query RestMyMessages($first: Int, $after: String) {
      myMessages(first: $first, after: $after) { ${PAGE_FIELDS} edges { node { ${MESSAGE_FIELDS} } } }
    }`,
    respond: (data: { myMessages: { edges: { node: GraphQLMessage }[] } }) =>
      data.myMessages.edges.map((edge) => toRestMessage(edge.node)),
    responseSchema: listOf(schemaRef('Message')),
    list: { connection: (data) => data.myMessages },
  },
];

import { z } from 'zod';
import { ALL_ROLES, Role } from '../../auth/role.enum.js';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '../../modules/message/message.entity.js';
import { DEFAULT_SUBJECT } from '../../modules/message/message.inputs.js';
import { text, uuid } from '../answer.js';
import { Message } from '../answers/message.js';
import { graphql } from '../gql/index.js';
import { REST_LIST_LIMIT } from '../paging.js';
import { jsonBody, pickFields } from '../request-body.js';
import { restListRoute, restRoute } from '../shim.js';

const sendMessageBody = z.object({
  toUserId: uuid.describe("The recipient's user id."),
  body: text(MESSAGE_BODY_MAX).describe('Plain text, not blank.'),
  subject: text(MESSAGE_SUBJECT_MAX).nullable().default(DEFAULT_SUBJECT),
});

const RestSendMessage = graphql(`
  mutation RestSendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      message {
        ...RestMessage
      }
    }
  }
`);

const RestMyMessages = graphql(`
  query RestMyMessages($first: Int, $after: String) {
    myMessages(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...RestPageInfo
      }
      edges {
        node {
          ...RestMessage
        }
      }
    }
  }
`);

/** Spec §7 POST /api/messages, and each user's own messages. */
export const messageRoutes = [
  restRoute({
    method: 'post',
    path: '/messages',
    summary: "The admin sends a plain-text message: toUserId, body, subject (default 'Message from Admin').",
    access: [Role.ADMIN],
    operation: RestSendMessage,
    variables: (req) => ({ input: pickFields(jsonBody(req), sendMessageBody) }),
    body: sendMessageBody,
    answer: Message,
    select: (data) => data.sendMessage.message,
    successStatus: 201,
  }),
  restListRoute({
    path: '/messages',
    summary: `The signed-in user's own messages, newest first (${REST_LIST_LIMIT} a page), with readAt.`,
    access: ALL_ROLES,
    operation: RestMyMessages,
    item: Message,
    connection: (data) => data.myMessages,
  }),
];

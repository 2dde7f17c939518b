import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useToast } from '../../ui/Toast';
import { failureMessage } from '../../apollo/errors';

export const sendMessageMutation = graphql(`
  mutation SendMessageDialog_SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      message {
        id
        subject
      }
    }
  }
`);

/** Sends the admin's message; toasts 'Message Sent', or 'Error' with the server's words ('Failed to send message'). */
export function useSendMessage() {
  // The dialog's conversation and the inbox show the new message.
  const [mutate, { loading }] = useMutation(sendMessageMutation, {
    refetchQueries: ['SendMessageDialog_Conversation', 'MessagesInbox_Query', 'MessagesSent_Query'],
  });
  const { toast } = useToast();
  const send = useCallback(
    async (input: { toUserId: string; subject: string; body: string }): Promise<boolean> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: failureMessage(error, 'Failed to send message'), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Message Sent' });
      return true;
    },
    [mutate, toast],
  );
  return { send, loading };
}

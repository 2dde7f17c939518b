import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { Role } from '../../gql/graphql';
import { useToastedAction } from '../../lib/useToastedAction';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyIcon } from '../../ui/Icon';
import { LoadState } from '../../ui/LoadState';
import { TextField } from '../../ui/TextField';

export const calendarFeedQuery = graphql(`
  query CalendarFeed_Query {
    myCalendarFeed {
      url
      webcalUrl
    }
  }
`);

export const resetCalendarFeedMutation = graphql(`
  mutation CalendarFeed_Reset {
    resetCalendarFeed {
      url
      webcalUrl
    }
  }
`);

/** What the feed holds, for each role. */
export const FEED_CONTENTS: Record<Role, string> = {
  ADMIN: 'the whole schedule: every visit of every client',
  HELPER: 'the visits you are assigned to',
  CLIENT: 'your cleanings',
};

/**
 * Account Settings → Calendar feed: the private subscription URL (copy it, or open the webcal:// link in a calendar
 * app) and Reset, which revokes every copy of the old link after a confirmation.
 */
export function CalendarFeed({ viewerRole }: { viewerRole: Role }) {
  const { data, error, loading, refetch } = useQuery(calendarFeedQuery);
  const [reset, { loading: resetting }] = useMutation(resetCalendarFeedMutation, {
    update(cache, { data: result }) {
      if (result) cache.writeQuery({ query: calendarFeedQuery, data: { myCalendarFeed: result.resetCalendarFeed } });
    },
  });
  const run = useToastedAction();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const feed = data?.myCalendarFeed;

  if (!feed) {
    return (
      <LoadState
        loading={loading || !error}
        error={error ? `We couldn't load your calendar link. ${errorMessage(error)}` : null}
        label="Loading your calendar link…"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <StyledStack>
      <StyledText>
        Subscribe in Google Calendar, Apple Calendar or Outlook to see {FEED_CONTENTS[viewerRole]}. Changes appear when your
        calendar app next refreshes. Keep the link private: anyone who has it can see these visits.
      </StyledText>
      <TextField label="Subscription URL" readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
      <StyledActions>
        <Button $variant="secondary" onClick={() => void copy(feed.url)}>
          <CopyIcon size={16} /> Copy link
        </Button>
        <ButtonLink $variant="secondary" href={feed.webcalUrl}>
          Open in calendar app
        </ButtonLink>
        <Button $variant="ghost" onClick={() => setConfirming(true)}>
          Reset link
        </Button>
      </StyledActions>
      <StyledStatus role="status">
        {copied === 'yes'
          ? 'The link is on your clipboard.'
          : copied === 'failed'
            ? 'Copying is not allowed here: select the link and copy it yourself.'
            : ''}
      </StyledStatus>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset your calendar link?"
        description="The old link stops working at once: calendars subscribed to it stop updating. Subscribe again with the new link."
        confirmLabel="Reset link"
        pendingLabel="Resetting…"
        pending={resetting}
        destructive
        onConfirm={() =>
          void run(() => reset(), { success: 'Calendar link reset', failure: (failure) => errorMessage(failure) }).then(() => {
            setConfirming(false);
            setCopied(null);
          })
        }
      />
    </StyledStack>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  svg {
    margin-right: 0.375rem;
  }

  /* On a phone the three wrapped onto lines of three different widths: full width, as every form's buttons there. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-direction: column;
    & > * {
      width: 100%;
    }
  }
`;

const StyledStatus = styled.p`
  margin: 0;
  min-height: 1.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql/index';
import type { AssignmentScope } from '../../gql/graphql';
import { formatDay } from '../../lib/businessTime';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox, Fieldset } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Radio } from '../../ui/Radio';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { type AssignOutcome, useAssignHelpers } from './useAssignHelpers';
import { whenLabel } from '../../lib/visits';
import { serverMessage } from '../../apollo/errors';
import { SERVICE_NAMES } from '../../lib/serviceLabels';
import { helperName, namesList } from '../../lib/people';

/** A recurring assignment can warn for many weeks: the first few are shown, then how many more. */
const WARNINGS_SHOWN = 3;

/** Far more than this business has; the list scrolls. */
export const ACTIVE_HELPERS_LIMIT = 100;

export const AssignHelpersDialog_Query = graphql(`
  query AssignHelpersDialog_Query($visitId: ID!, $first: Int!) {
    node(id: $visitId) {
      __typename
      id
      ... on Visit {
        ...VisitHeadline_visit @unmask
        request {
          id
          recurring
        }
        client {
          id
          sameHelpers
          preferredHelpers {
            id
          }
          excludedHelpers {
            note
            helper {
              id
            }
          }
        }
        helpers {
          id
          name
          databaseId
          active
          user {
            id
            name
          }
        }
      }
    }
    helpers(status: ACTIVE, first: $first) {
      edges {
        node {
          id
          name
          databaseId
          maxHoursPerWeek
          notes
          user {
            id
            name
          }
        }
      }
    }
  }
`);

type Warnings = Extract<AssignOutcome, { kind: 'warnings' }>['warnings'];

interface AssignHelpersDialogProps {
  /** The visit to staff (global id); null keeps the dialog closed. */
  visitId: string | null;
  onClose: () => void;
}

/**
 * 'Assign helpers' for one visit: pick one or more active helpers and, for a recurring request, whether it is this
 * visit or this and every later one; for a client who wants the same helpers every visit, one visit also staffs the
 * series' later visits nobody has (unless unticked). When the server warns (over a helper's weekly maximum, an
 * overlapping visit, other helpers than this client's usual ones) nothing is saved until the admin chooses 'Assign
 * anyway'.
 */
export function AssignHelpersDialog({ visitId, onClose }: AssignHelpersDialogProps) {
  const open = Boolean(visitId);
  const { data, error, loading } = useQuery(AssignHelpersDialog_Query, {
    variables: { visitId: visitId ?? '', first: ACTIVE_HELPERS_LIMIT },
    skip: !visitId,
    fetchPolicy: 'cache-and-network',
  });
  const visit = data?.node?.__typename === 'Visit' ? data.node : null;
  // The client's preferred helpers first, in their order; then everyone else as listed.
  const preferredIds = visit?.client.preferredHelpers.map((helper) => helper.id) ?? [];
  const excludedNotes = new Map(visit?.client.excludedHelpers.map((row) => [row.helper.id, row.note]) ?? []);
  const rank = (id: string) => (preferredIds.includes(id) ? preferredIds.indexOf(id) : preferredIds.length);
  const helpers = [...(data?.helpers.edges.map((edge) => edge.node) ?? [])].sort((a, b) => rank(a.id) - rank(b.id));
  const [overrideReason, setOverrideReason] = useState('');
  const [fillSeries, setFillSeries] = useState(true);

  const [selected, setSelected] = useState<string[] | null>(null);
  const [scope, setScope] = useState<AssignmentScope>('THIS_VISIT');
  const [warnings, setWarnings] = useState<Warnings | null>(null);
  const { assign, loading: saving } = useAssignHelpers();
  const { toast } = useToast();
  const warningsRef = useRef<HTMLDivElement>(null);

  // On a phone the warnings (and 'Assign anyway' under them) may be below the fold: bring them up.
  useEffect(() => {
    if (warnings) warningsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [warnings]);

  // A new visit starts from its own helpers, for this visit only (state adjusted while rendering, not after).
  const [shownVisitId, setShownVisitId] = useState(visitId);
  if (shownVisitId !== visitId) {
    setShownVisitId(visitId);
    setSelected(null);
    setScope('THIS_VISIT');
    setWarnings(null);
    setOverrideReason('');
    setFillSeries(true);
  }
  const needsReason = warnings?.some((warning) => warning.kind === 'EXCLUDED_BY_CLIENT') ?? false;

  const activeIds = new Set(helpers.map((helper) => helper.id));
  const current = visit?.helpers ?? [];
  const chosen = selected ?? current.filter((helper) => activeIds.has(helper.id)).map((helper) => helper.id);
  const inactiveAssigned = current.filter((helper) => !helper.active);
  const recurring = visit ? visit.request.recurring !== 'ONETIME' : false;
  const unassigning = chosen.length === 0 && current.length > 0;
  // "Same helpers every visit": staffing one visit of the series offers (checked) its later visits without helpers.
  const offersFill = Boolean(visit?.client.sameHelpers) && recurring && scope === 'THIS_VISIT' && chosen.length > 0;
  const unchanged =
    scope === 'THIS_VISIT' && chosen.length === current.length && current.every((helper) => chosen.includes(helper.id));

  const toggle = (id: string, on: boolean) => {
    setWarnings(null);
    setSelected(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  };

  async function submit(confirm: boolean) {
    if (!visit) return;
    if (confirm && needsReason && !overrideReason.trim()) return;
    const outcome = await assign({
      visitId: visit.id,
      helperIds: chosen,
      scope,
      confirm,
      ...(needsReason ? { overrideReason: overrideReason.trim() } : {}),
      ...(offersFill ? { fillSeries } : {}),
    });
    if (outcome.kind === 'warnings') {
      setWarnings(outcome.warnings);
      return;
    }
    if (outcome.kind === 'failed') return;
    const names = namesList(helpers.filter((helper) => chosen.includes(helper.id)).map(helperName));
    const what = `${visit.clientName}'s ${SERVICE_NAMES[visit.service]}`;
    const day = formatDay(visit.date, { weekday: 'short', month: 'short', day: 'numeric' });
    const filled = outcome.filledVisitCount;
    const when =
      filled > 0
        ? `${day}, and ${filled} later ${filled === 1 ? 'visit' : 'visits'} that had nobody`
        : outcome.visits.length > 1
          ? `${outcome.visits.length} visits from ${day}`
          : day;
    toast(
      unassigning
        ? { title: 'Helpers Unassigned', description: `Nobody is assigned to ${what} on ${when} now.` }
        : {
            title: 'Helpers Assigned',
            description: `${names} ${chosen.length === 1 ? 'is' : 'are'} assigned to ${what} (${when}).`,
          },
    );
    onClose();
  }

  const footer = warnings ? (
    <>
      <Button $variant="secondary" onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      <Button onClick={() => void submit(true)} disabled={saving || (needsReason && !overrideReason.trim())}>
        {saving ? 'Assigning…' : 'Assign anyway'}
      </Button>
    </>
  ) : (
    <>
      <Button $variant="secondary" onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      <Button
        $variant={unassigning ? 'destructive' : 'primary'}
        onClick={() => void submit(false)}
        disabled={!visit || saving || unchanged}
      >
        {saving ? 'Saving…' : unassigning ? 'Unassign helpers' : 'Assign'}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !saving && onClose()}
      title="Assign helpers"
      description={
        visit
          ? `${visit.clientName} · ${SERVICE_NAMES[visit.service]} · ${formatDay(visit.date, { weekday: 'long', month: 'long', day: 'numeric' })}, ${whenLabel(visit)}`
          : undefined
      }
      width="32rem"
      footer={footer}
    >
      {!visit ? (
        loading ? (
          <StyledCentered>
            <Spinner label="Loading helpers…" />
          </StyledCentered>
        ) : (
          <Alert>{error ? (serverMessage(error) ?? 'Failed to load this visit') : 'This visit no longer exists.'}</Alert>
        )
      ) : (
        <StyledForm
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving && !unchanged) void submit(Boolean(warnings));
          }}
        >
          <Fieldset legend="Helpers" hint={helpers.length ? 'Choose one or more. Clear them all to unassign.' : undefined}>
            {helpers.length === 0 ? (
              <StyledNone>No active helpers. Add or reactivate one on the Helpers screen.</StyledNone>
            ) : (
              <StyledOptions>
                {helpers.map((helper) => (
                  <Checkbox
                    key={helper.id}
                    checked={chosen.includes(helper.id)}
                    onChange={(event) => toggle(helper.id, event.target.checked)}
                    disabled={saving}
                    label={
                      <StyledOption>
                        <strong>{helperName(helper)}</strong>
                        {preferredIds.includes(helper.id) ? <span>Preferred by this client</span> : null}
                        {excludedNotes.has(helper.id) ? (
                          <StyledNever>
                            Never send{excludedNotes.get(helper.id) ? `: ${excludedNotes.get(helper.id)}` : ''}
                          </StyledNever>
                        ) : null}
                        <span>
                          {helper.maxHoursPerWeek == null
                            ? 'No weekly maximum'
                            : `Up to ${helper.maxHoursPerWeek} ${helper.maxHoursPerWeek === 1 ? 'hour' : 'hours'} a week`}
                          {!helper.user && helper.notes ? ` · ${helper.notes}` : ''}
                        </span>
                      </StyledOption>
                    }
                  />
                ))}
              </StyledOptions>
            )}
          </Fieldset>
          {visit.client.sameHelpers ? <StyledNote>This client asked for the same helpers every visit.</StyledNote> : null}
          {offersFill ? (
            <Checkbox
              checked={fillSeries}
              onChange={(event) => {
                setWarnings(null);
                setFillSeries(event.target.checked);
              }}
              disabled={saving}
              label="Also assign them to this series' later visits that have no helpers"
            />
          ) : null}
          {inactiveAssigned.length ? (
            <StyledNote>
              {namesList(inactiveAssigned.map(helperName))} {inactiveAssigned.length === 1 ? 'is' : 'are'} inactive and will be
              taken off this visit when you save.
            </StyledNote>
          ) : null}

          {recurring ? (
            <Fieldset legend="Apply to">
              <StyledOptions>
                <Radio
                  name="assignment-scope"
                  label="This visit"
                  checked={scope === 'THIS_VISIT'}
                  onChange={() => {
                    setWarnings(null);
                    setScope('THIS_VISIT');
                  }}
                  disabled={saving}
                />
                <Radio
                  name="assignment-scope"
                  label="This and all future visits"
                  hint="Every later visit of this recurring request that is still scheduled."
                  checked={scope === 'FUTURE_VISITS'}
                  onChange={() => {
                    setWarnings(null);
                    setScope('FUTURE_VISITS');
                  }}
                  disabled={saving}
                />
              </StyledOptions>
            </Fieldset>
          ) : null}

          {warnings ? (
            <StyledWarnings ref={warningsRef} role="alert" aria-labelledby="assign-warnings-title">
              <StyledWarningsTitle id="assign-warnings-title">Check before assigning</StyledWarningsTitle>
              <ul>
                {warnings.slice(0, WARNINGS_SHOWN).map((warning, index) => (
                  <li key={`${warning.helperId}-${warning.kind}-${index}`}>{warning.message}</li>
                ))}
                {warnings.length > WARNINGS_SHOWN ? (
                  <li>
                    And {warnings.length - WARNINGS_SHOWN} more like {warnings.length - WARNINGS_SHOWN === 1 ? 'it' : 'these'} in
                    later weeks.
                  </li>
                ) : null}
              </ul>
              {needsReason ? (
                <TextField
                  label="Reason for sending anyway"
                  hint="Kept in the activity log."
                  value={overrideReason}
                  onChange={(event) => setOverrideReason(event.target.value)}
                  maxLength={500}
                  required
                />
              ) : null}
              <p>Nothing is saved yet. Assign anyway, or cancel.</p>
            </StyledWarnings>
          ) : null}
        </StyledForm>
      )}
    </Dialog>
  );
}

const StyledCentered = styled.div`
  display: grid;
  place-items: center;
  min-height: 8rem;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const StyledOptions = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-height: 18rem;
  overflow-y: auto;

  & > label {
    display: flex;
    padding-block: 0.5rem;
  }
`;

const StyledOption = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const StyledNever = styled.span`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const StyledNone = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNote = styled.p`
  margin: -0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledWarnings = styled.div`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ul {
    margin: 0.375rem 0;
    padding-left: 1.125rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledWarningsTitle = styled.p`
  && {
    margin: 0;
    font-size: 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

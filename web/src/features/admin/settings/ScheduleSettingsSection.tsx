import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { ClosureVisitAction } from '../../../gql/graphql';
import { businessToday, formatDay, formatDayRange } from '../../../lib/businessTime';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { FormActions } from '../../../ui/Form';
import { Checkbox, Fieldset } from '../../../ui/Checkbox';
import { CalendarIcon } from '../../../ui/Icon';
import { Radio } from '../../../ui/Radio';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { serverMessage } from '../../../apollo/errors';
import { TIME_SLOT_LABELS } from '../../../lib/serviceLabels';
import { SettingsSection, SettingsSubsection } from './SettingsSection';

export const ScheduleSettingsSection_Query = graphql(`
  query ScheduleSettingsSection_Query {
    businessSettings {
      id
      changeCutoffHours
      autoApproveSkips
      timeOffAssignedVisits
    }
    closures {
      id
      startDate
      endDate
      reason
    }
  }
`);

const Preview_Query = graphql(`
  query ScheduleSettingsSection_Preview($startDate: LocalDate!, $endDate: LocalDate!) {
    closurePreview(startDate: $startDate, endDate: $endDate) {
      proposedDate
      visit {
        id
        date
        timeSlot
        clientName
      }
    }
  }
`);

export const UpdateRules_Mutation = graphql(`
  mutation ScheduleSettingsSection_UpdateRules($input: UpdateBusinessSettingsInput!) {
    updateBusinessSettings(input: $input) {
      settings {
        id
        changeCutoffHours
        autoApproveSkips
        timeOffAssignedVisits
      }
    }
  }
`);

const CreateClosure_Mutation = graphql(`
  mutation ScheduleSettingsSection_CreateClosure($input: CreateClosureInput!) {
    createClosure(input: $input) {
      affectedVisits
      visitsNeedingHelpers
      closure {
        id
      }
    }
  }
`);

const DeleteClosure_Mutation = graphql(`
  mutation ScheduleSettingsSection_DeleteClosure($input: DeleteClosureInput!) {
    deleteClosure(input: $input) {
      deletedClosureId
    }
  }
`);

const REFRESH = { refetchQueries: ['ScheduleSettingsSection_Query', 'CalendarPage_Query'], awaitRefetchQueries: true };

/**
 * Settings → Schedule: how close to a visit clients may still ask to change it (and whether their skips are approved
 * at once), and closures: declare closed days, preview every visit they touch, then skip them or move each to the
 * next open day in one action.
 */
export function ScheduleSettingsSection() {
  const { toast } = useToast();
  const { data } = useQuery(ScheduleSettingsSection_Query);
  const [range, setRange] = useState({ startDate: '', endDate: '', reason: '' });
  const [action, setAction] = useState<ClosureVisitAction>('SKIP');
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, previewState] = useLazyQuery(Preview_Query, { fetchPolicy: 'network-only' });
  const [updateRules, rulesState] = useMutation(UpdateRules_Mutation);
  const [createClosure, creating] = useMutation(CreateClosure_Mutation, REFRESH);
  const [deleteClosure, deleting] = useMutation(DeleteClosure_Mutation, REFRESH);
  const today = businessToday();
  const previewed = previewState.data?.closurePreview;

  async function onSaveRules(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await updateRules({
        variables: {
          input: {
            changeCutoffHours: Number(form.get('cutoff')),
            autoApproveSkips: form.get('autoApprove') === 'on',
            timeOffAssignedVisits: form.get('timeOffVisits') === 'UNASSIGN' ? 'UNASSIGN' : 'KEEP',
          },
        },
      });
      toast({ title: 'Settings Saved' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to save settings', variant: 'destructive' });
    }
  }

  const endDate = range.endDate || range.startDate;

  async function onPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = await preview({ variables: { startDate: range.startDate, endDate } });
    if (result.error) setFormError(serverMessage(result.error) ?? 'Failed to preview the closure');
  }

  async function onApply() {
    setFormError(null);
    try {
      const result = await createClosure({ variables: { input: { ...range, endDate, action } } });
      const outcome = result.data?.createClosure;
      toast({
        title: 'Closure Saved',
        description: `${outcome?.affectedVisits ?? 0} visits ${action === 'SKIP' ? 'skipped' : 'moved'}${
          outcome?.visitsNeedingHelpers ? `; ${outcome.visitsNeedingHelpers} need helpers` : ''
        }.`,
      });
      setRange({ startDate: '', endDate: '', reason: '' });
    } catch (error) {
      setFormError(serverMessage(error) ?? 'Failed to save the closure');
    }
  }

  async function onDelete(id: string) {
    try {
      await deleteClosure({ variables: { input: { id } } });
      toast({ title: 'Closure Removed' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to remove the closure', variant: 'destructive' });
    }
  }

  return (
    <SettingsSection
      id="schedule"
      title="Schedule"
      description="Client change requests and the days you are closed."
      icon={<CalendarIcon />}
    >
      <SettingsSubsection title="Change requests">
        {data ? (
          <StyledForm onSubmit={onSaveRules} key={data.businessSettings.id}>
            <TextField
              label="Cutoff (hours before a visit)"
              name="cutoff"
              type="number"
              min={0}
              max={336}
              required
              defaultValue={data.businessSettings.changeCutoffHours}
              hint="Inside it, clients are asked to call instead."
            />
            <Checkbox
              label="Auto-approve skips made before the cutoff"
              name="autoApprove"
              defaultChecked={data.businessSettings.autoApproveSkips}
            />
            <Fieldset legend="When you approve a helper's time off, their visits in it">
              <Radio
                name="timeOffVisits"
                value="KEEP"
                label="Stay assigned, for me to decide"
                defaultChecked={data.businessSettings.timeOffAssignedVisits === 'KEEP'}
              />
              <Radio
                name="timeOffVisits"
                value="UNASSIGN"
                label='Are unassigned (they show under "Needs helpers")'
                defaultChecked={data.businessSettings.timeOffAssignedVisits === 'UNASSIGN'}
              />
            </Fieldset>
            <FormActions>
              <Button type="submit" disabled={rulesState.loading}>
                {rulesState.loading ? 'Saving…' : 'Save'}
              </Button>
            </FormActions>
          </StyledForm>
        ) : null}
      </SettingsSubsection>
      <SettingsSubsection title="Closures" description="A holiday or a hurricane: no visits, requests or reschedules then.">
        <StyledForm onSubmit={onPreview}>
          <StyledRow>
            <TextField
              label="First closed day"
              name="startDate"
              type="date"
              required
              min={today}
              value={range.startDate}
              onChange={(event) => setRange({ ...range, startDate: event.target.value })}
            />
            <TextField
              label="Last closed day"
              name="endDate"
              type="date"
              min={range.startDate || today}
              value={range.endDate}
              hint="Leave empty for one day."
              onChange={(event) => setRange({ ...range, endDate: event.target.value })}
            />
          </StyledRow>
          <TextField
            label="Reason"
            name="reason"
            required
            maxLength={200}
            placeholder="e.g. Thanksgiving"
            value={range.reason}
            onChange={(event) => setRange({ ...range, reason: event.target.value })}
          />
          <FormActions>
            <Button type="submit" $variant="secondary" disabled={previewState.loading}>
              {previewState.loading ? 'Previewing…' : 'Preview'}
            </Button>
          </FormActions>
        </StyledForm>
        {previewed ? (
          <StyledPreview aria-live="polite">
            <p>
              {previewed.length === 0
                ? 'No scheduled visit falls on these days.'
                : `${previewed.length} ${previewed.length === 1 ? 'visit falls' : 'visits fall'} on these days:`}
            </p>
            {previewed.length ? (
              <StyledList>
                {previewed.map((row) => (
                  <li key={row.visit.id}>
                    {formatDay(row.visit.date)} · {row.visit.clientName} · {TIME_SLOT_LABELS[row.visit.timeSlot]} → next open day{' '}
                    {formatDay(row.proposedDate)}
                  </li>
                ))}
              </StyledList>
            ) : null}
            <Fieldset legend="The visits on these days">
              <Radio
                name="closureAction"
                value="SKIP"
                label="Skip them"
                checked={action === 'SKIP'}
                onChange={() => setAction('SKIP')}
              />
              <Radio
                name="closureAction"
                value="MOVE"
                label="Move each to the next open day"
                checked={action === 'MOVE'}
                onChange={() => setAction('MOVE')}
              />
            </Fieldset>
            <FormActions>
              <Button onClick={() => void onApply()} disabled={creating.loading || !range.reason.trim()}>
                {creating.loading ? 'Saving…' : 'Close these days'}
              </Button>
            </FormActions>
          </StyledPreview>
        ) : null}
        {formError ? <Alert>{formError}</Alert> : null}
        <StyledClosures aria-label="Upcoming closures">
          {(data?.closures ?? []).map((closure) => (
            <li key={closure.id}>
              <span>
                <strong>
                  {closure.startDate === closure.endDate
                    ? formatDay(closure.startDate)
                    : formatDayRange(closure.startDate, closure.endDate)}
                </strong>{' '}
                · {closure.reason}
              </span>
              <Button $size="sm" $variant="ghost" onClick={() => void onDelete(closure.id)} disabled={deleting.loading}>
                Remove
              </Button>
            </li>
          ))}
        </StyledClosures>
      </SettingsSubsection>
    </SettingsSection>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 36rem;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;

const StyledPreview = styled.div`
  margin-top: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
  max-height: 16rem;
  overflow: auto;
  font-size: 0.875rem;
`;

const StyledClosures = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
`;

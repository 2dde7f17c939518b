import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import type { ServiceType } from '../../../gql/graphql';
import { roomsToText, textToRooms } from '../../../lib/checklistText';
import { SERVICE_NAMES } from '../../../lib/serviceLabels';
import { Button } from '../../../ui/Button';
import { ClipboardCheckIcon } from '../../../ui/Icon';
import { SectionLoader } from '../../../ui/LoadState';
import { TextArea } from '../../../ui/TextArea';
import { useToast } from '../../../ui/Toast';
import { SettingsSection } from './SettingsSection';

export const ChecklistSettingsSection_Query = graphql(`
  query ChecklistSettingsSection_Query {
    checklistTemplates {
      service
      rooms {
        room
        tasks {
          id
          label
          required
        }
      }
    }
  }
`);

export const updateChecklistTemplateMutation = graphql(`
  mutation ChecklistSettingsSection_Save($input: UpdateChecklistTemplateInput!) {
    updateChecklistTemplate(input: $input) {
      template {
        service
        rooms {
          room
          tasks {
            id
            label
            required
          }
        }
      }
    }
  }
`);

type Template = { service: ServiceType; rooms: { room: string; tasks: { id: string; label: string; required: boolean }[] }[] };

/** Settings → Checklists: each service's rooms and tasks, which every visit of that service gets on the job page. */
export function ChecklistSettingsSection() {
  const { data, loading, error } = useQuery(ChecklistSettingsSection_Query);
  return (
    <SettingsSection
      id="checklists"
      title="Checklists"
      description="What the helper ticks on each visit, per service. One task a line, as Room: task; add (required) at the end of a task that must be done."
      icon={<ClipboardCheckIcon />}
    >
      {loading ? <SectionLoader label="Loading the checklists…" /> : null}
      {error ? <p role="alert">{serverMessage(error) ?? 'Failed to load the checklists'}</p> : null}
      {data?.checklistTemplates.map((template) => (
        <TemplateForm key={template.service} template={template} />
      ))}
    </SettingsSection>
  );
}

function TemplateForm({ template }: { template: Template }) {
  const { toast } = useToast();
  const [save, { loading }] = useMutation(updateChecklistTemplateMutation);
  const [text, setText] = useState(() => roomsToText(template.rooms));
  const name = SERVICE_NAMES[template.service];
  return (
    <StyledForm
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save({ variables: { input: { service: template.service, rooms: textToRooms(text, template.rooms) } } });
          toast({ title: 'Settings Saved', description: `${name} checklist saved.` });
        } catch (failure) {
          toast({
            title: 'Error',
            description: serverMessage(failure) ?? 'Failed to save the checklist',
            variant: 'destructive',
          });
        }
      }}
    >
      <TextArea label={`${name} checklist`} rows={5} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" $size="sm" disabled={loading} aria-label={`Save ${name} checklist`}>
        {loading ? 'Saving…' : 'Save'}
      </Button>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  margin-bottom: 1rem;
  > div {
    align-self: stretch;
  }
`;

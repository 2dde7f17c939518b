import { type FormEvent, useId } from 'react';
import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { TextField } from './TextField';

/** The kinds of notification that may come by text (account security never does). */
export const TEXT_CHOICES = [
  { category: 'SCHEDULE', label: 'Schedule and reminders' },
  { category: 'INVOICES', label: 'Invoices' },
  { category: 'REQUESTS', label: 'Service requests' },
  { category: 'MESSAGES', label: 'Messages' },
] as const;

export type TextChoiceCategory = (typeof TEXT_CHOICES)[number]['category'];

export interface TextChoicesValue {
  phone: string;
  categories: TextChoiceCategory[];
  consent: boolean;
  /** How the client agreed (the owner recording it for them). */
  consentMethod: string;
}

interface TextChoicesFormProps {
  value: TextChoicesValue;
  onChange: (value: TextChoicesValue) => void;
  onSubmit: () => void;
  /** The text channel is on (Twilio is set up). */
  available: boolean;
  optedOut: boolean;
  /** What consent is on record, in words ("Given 3 Dec 2026 via Account Settings"). */
  consentRecord: string | null;
  /** The owner records it for a client: asks how they agreed, and words the consent for them. */
  forClient?: boolean;
  saving: boolean;
  error: string | null;
  /** Which kinds to offer (a client has no service requests of their own to be told about). */
  choices?: readonly (typeof TEXT_CHOICES)[number][];
}

/**
 * Which notifications come by text, to which number, with the consent carriers require. No GraphQL here: Account
 * Settings and the owner's client dialog load and save it.
 */
export function TextChoicesForm(props: TextChoicesFormProps) {
  const { value, onChange } = props;
  const legendId = useId();
  const choices = props.choices ?? TEXT_CHOICES;
  const toggle = (category: TextChoiceCategory, on: boolean) =>
    onChange({
      ...value,
      categories: on ? [...value.categories, category] : value.categories.filter((item) => item !== category),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby={legendId}>
      {!props.available ? (
        <StyledNote role="status">Text messages are off for now: everything still comes by email and in the app.</StyledNote>
      ) : null}
      {props.optedOut ? (
        <StyledNote role="status">
          This number replied STOP, so nothing is texted to it. Text START to the business number to turn texts back on.
        </StyledNote>
      ) : null}
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={value.phone}
        onChange={(event) => onChange({ ...value, phone: event.target.value })}
        hint="Texts are short: they name the business and link to the details. Access codes are never texted."
      />
      <StyledGroup role="group" aria-labelledby={legendId}>
        <StyledLegend id={legendId}>Send me a text about</StyledLegend>
        {choices.map((choice) => (
          <Checkbox
            key={choice.category}
            label={choice.label}
            checked={value.categories.includes(choice.category)}
            onChange={(event) => toggle(choice.category, event.target.checked)}
          />
        ))}
      </StyledGroup>
      <Checkbox
        label={
          props.forClient
            ? 'The client agreed to get text messages'
            : 'I agree to get text messages at this number. Message and data rates may apply; reply STOP to stop.'
        }
        checked={value.consent}
        onChange={(event) => onChange({ ...value, consent: event.target.checked })}
      />
      {props.forClient ? (
        <TextField
          label="How the client agreed"
          placeholder="Asked by phone"
          maxLength={150}
          value={value.consentMethod}
          onChange={(event) => onChange({ ...value, consentMethod: event.target.value })}
        />
      ) : null}
      {props.consentRecord ? <StyledMuted>{props.consentRecord}</StyledMuted> : null}
      {props.error ? <Alert>{props.error}</Alert> : null}
      <div>
        <Button type="submit" disabled={props.saving}>
          {props.saving ? 'Saving…' : 'Save text choices'}
        </Button>
      </div>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  min-width: 0;
`;

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const StyledLegend = styled.span`
  font-weight: 600;
`;

const StyledNote = styled.p`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.9375rem;
`;

const StyledMuted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

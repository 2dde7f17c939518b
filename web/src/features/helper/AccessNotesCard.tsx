import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import type { AccessCodeField } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { factTerms } from '../../ui/facts';
import { useToast } from '../../ui/Toast';

export const AccessNotesCard_visit = graphql(`
  fragment AccessNotesCard_visit on Visit {
    id
    accessNotes {
      entry
      hasEntryCode
      hasAlarmCode
      parking
      pets
      notes
    }
  }
`);

export const revealAccessCodeMutation = graphql(`
  mutation AccessNotesCard_Reveal($input: RevealAccessCodeInput!) {
    revealAccessCode(input: $input) {
      field
      value
    }
  }
`);

const CODES: { field: AccessCodeField; label: string; has: 'hasEntryCode' | 'hasAlarmCode' }[] = [
  { field: 'ENTRY_CODE', label: 'Door code', has: 'hasEntryCode' },
  { field: 'ALARM_CODE', label: 'Alarm code', has: 'hasAlarmCode' },
];

/**
 * "Read before you start": how to get in, parking, pets and the client's notes. The codes show as dots until the
 * helper taps Reveal; each reveal is logged in the activity log (the server's doing), and a revealed code stays on
 * this screen only, never in the cache.
 */
export function AccessNotesCard({ visit: ref }: { visit: FragmentType<typeof AccessNotesCard_visit> }) {
  const visit = useFragment(AccessNotesCard_visit, ref);
  const { toast } = useToast();
  const [reveal, { loading }] = useMutation(revealAccessCodeMutation, { fetchPolicy: 'no-cache' });
  const [shown, setShown] = useState<Partial<Record<AccessCodeField, string>>>({});
  const notes = visit.accessNotes;

  const texts = notes
    ? [
        { label: 'Entry', value: notes.entry },
        { label: 'Parking', value: notes.parking },
        { label: 'Pets', value: notes.pets },
        { label: 'Notes', value: notes.notes },
      ].filter((item) => item.value?.trim())
    : [];
  const codes = notes ? CODES.filter((code) => notes[code.has]) : [];

  async function onReveal(field: AccessCodeField, label: string) {
    try {
      const result = await reveal({ variables: { input: { visitId: visit.id, field } } });
      const value = result.data?.revealAccessCode.value;
      setShown((current) => ({ ...current, [field]: value ?? 'None on file' }));
    } catch (error) {
      toast({
        title: `Could not reveal the ${label.toLowerCase()}`,
        description: serverMessage(error) ?? 'Try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Card aria-labelledby="access-notes-title">
      <CardTitle id="access-notes-title">Read before you start</CardTitle>
      {texts.length === 0 && codes.length === 0 ? (
        <CardDescription>
          No access notes for this client. They show here from the day before the visit to the day after.
        </CardDescription>
      ) : (
        <StyledFacts>
          {texts.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
          {codes.map((code) => (
            <div key={code.field}>
              <dt id={`code-${code.field}`}>{code.label}</dt>
              <StyledCode>
                <span aria-live="polite">
                  {shown[code.field] !== undefined ? (
                    <strong>{shown[code.field]}</strong>
                  ) : (
                    <span aria-label="Hidden">••••••</span>
                  )}
                </span>
                {shown[code.field] === undefined ? (
                  <Button
                    $variant="secondary"
                    $size="sm"
                    disabled={loading}
                    aria-label={`Reveal ${code.label.toLowerCase()}`}
                    onClick={() => void onReveal(code.field, code.label)}
                  >
                    Reveal
                  </Button>
                ) : null}
              </StyledCode>
            </div>
          ))}
        </StyledFacts>
      )}
    </Card>
  );
}

const StyledFacts = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  ${factTerms}
  dd {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledCode = styled.dd`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  font-size: 1.125rem;
  letter-spacing: 0.08em;

  button {
    min-height: 2.75rem;
    letter-spacing: normal;
  }
`;

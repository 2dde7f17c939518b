import styled from 'styled-components';
import { fieldError, useSchemaForm } from '../../../lib/forms';
import { centsToDecimal } from '../../../lib/money';
import { bonusSchema } from '../../../lib/validation';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

interface BonusFormProps {
  bonusCents: number;
  bonusNote: string | null;
  busy: boolean;
  onSave: (bonusCents: number, note: string) => Promise<unknown>;
}

/**
 * The period's bonus in dollars and its note. It starts from the saved bonus; the review dialog mounts it anew (by
 * key) when another period opens or a save changes the bonus.
 */
export function BonusForm({ bonusCents, bonusNote, busy, onSave }: BonusFormProps) {
  const form = useSchemaForm(bonusSchema, {
    defaultValues: { amount: bonusCents ? centsToDecimal(bonusCents) : '', note: bonusNote ?? '' },
  });
  const submit = form.handleSubmit(async ({ amount, note }) => {
    await onSave(amount, note);
  });
  return (
    <StyledBonusForm aria-labelledby="review-bonus-title" onSubmit={(event) => void submit(event)}>
      <StyledTitle id="review-bonus-title">Bonus</StyledTitle>
      <StyledBonusFields>
        <TextField
          label="Amount"
          prefix="$"
          inputMode="decimal"
          placeholder="0.00"
          error={fieldError(form.formState.errors, 'amount')}
          {...form.register('amount')}
        />
        <TextField label="Note (optional)" maxLength={500} placeholder="e.g. Five-star review" {...form.register('note')} />
        <Button type="submit" $variant="secondary" disabled={busy}>
          Save bonus
        </Button>
      </StyledBonusFields>
    </StyledBonusForm>
  );
}

const StyledBonusForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const StyledBonusFields = styled.div`
  display: grid;
  grid-template-columns: 8rem minmax(0, 1fr) auto;
  align-items: end;
  gap: 0.75rem;

  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import type { SetupStep } from '../../../gql/graphql';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextField } from '../../../ui/TextField';
import { type setupStatusQuery } from './SetupGate';
import { ClientImportPanel } from '../../../widgets/client-import/ClientImportPanel';

export const completeSetupStepMutation = graphql(`
  mutation FirstRunSetup_CompleteStep($input: CompleteSetupStepInput!) {
    completeSetupStep(input: $input) {
      setupStatus {
        needed
        steps {
          step
          done
        }
      }
    }
  }
`);

export const saveSetupSettingsMutation = graphql(`
  mutation FirstRunSetup_SaveSettings($input: UpdateBusinessSettingsInput!) {
    updateBusinessSettings(input: $input) {
      settings {
        id
        businessName
        phone
        email
        address
        defaultTaxRateBasisPoints
      }
    }
  }
`);

const TITLES: Record<SetupStep, string> = {
  BUSINESS: 'Your business',
  ADDRESS: 'Address and service area',
  PRICES: 'Prices',
  TAX: 'Tax rate',
  IMPORT: 'Import your clients',
};

/**
 * The first-run setup's steps: each saved or skipped, everything editable later in Settings (the gate is SetupGate).
 */
type SetupData = ResultOf<typeof setupStatusQuery>;

export function FirstRunSetup({ data, onChange }: { data: SetupData; onChange: () => void }) {
  const steps = data.setupStatus.steps;
  const current = steps.find((s) => !s.done)?.step ?? steps[steps.length - 1].step;
  const index = steps.findIndex((s) => s.step === current);
  const settings = data.businessSettings;
  const [complete, completing] = useMutation(completeSetupStepMutation);
  const [save, saving] = useMutation(saveSetupSettingsMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = completing.loading || saving.loading;

  async function finish(input: Record<string, unknown> | null, serviceAreaZips?: string) {
    setProblem(null);
    try {
      if (input) await save({ variables: { input } });
      await complete({ variables: { input: { step: current, ...(serviceAreaZips ? { serviceAreaZips } : {}) } } });
      onChange();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    if (current === 'BUSINESS') {
      void finish({
        businessName: text('businessName') || settings.businessName,
        phone: text('phone') || null,
        email: text('email') || null,
      });
    } else if (current === 'ADDRESS') {
      void finish({ address: text('address') || null }, text('zips'));
    } else if (current === 'TAX') {
      const percent = text('tax');
      const basisPoints = percent ? Math.round(Number(percent) * 100) : null;
      if (basisPoints !== null && (!Number.isFinite(basisPoints) || basisPoints < 0 || basisPoints > 10_000)) {
        setProblem('Enter the tax rate as a percent from 0 to 100, e.g. 6.5');
        return;
      }
      void finish({ defaultTaxRateBasisPoints: basisPoints });
    } else {
      void finish(null);
    }
  }

  return (
    <StyledPage>
      <StyledCard as="main" aria-labelledby="setup-title">
        <StyledProgress>
          Step {index + 1} of {steps.length}
        </StyledProgress>
        <h1 id="setup-title">{TITLES[current]}</h1>
        {/* Keyed by step: the inputs are uncontrolled, and a reused one would keep the last step's value. */}
        <form key={current} onSubmit={submit} aria-label={TITLES[current]}>
          {current === 'BUSINESS' ? (
            <>
              <p>How clients see you on the public page and on invoices.</p>
              <TextField label="Business name" name="businessName" defaultValue={settings.businessName} required />
              <TextField label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={settings.phone ?? ''} />
              <TextField label="Mailbox" name="email" type="email" autoComplete="email" defaultValue={settings.email ?? ''} />
            </>
          ) : current === 'ADDRESS' ? (
            <>
              <p>Your address is on invoices and the public page.</p>
              <TextField label="Address" name="address" autoComplete="street-address" defaultValue={settings.address ?? ''} />
              <TextField
                label="ZIP codes served"
                name="zips"
                inputMode="numeric"
                hint="Separate them with commas or spaces. Online booking serves only these; leave it as it is to keep the list."
                defaultValue={data.serviceAreaZips.map((z) => z.zip).join(', ')}
              />
            </>
          ) : current === 'PRICES' ? (
            <p>
              Each service starts at the usual price (Standard $150, Deep Clean $250, Move-Out $350). Change them any time in
              Settings → Prices and tax.
            </p>
          ) : current === 'TAX' ? (
            <TextField
              label="Tax rate (%)"
              name="tax"
              inputMode="decimal"
              hint="Added to invoices by default; leave empty for none."
              defaultValue={settings.defaultTaxRateBasisPoints === null ? '' : String(settings.defaultTaxRateBasisPoints / 100)}
            />
          ) : (
            <>
              <p>Already keep your clients in a spreadsheet? Import them now, or later in Settings → Import.</p>
              <ClientImportPanel />
            </>
          )}
          {problem ? <Alert>{problem}</Alert> : null}
          <StyledActions>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : current === 'IMPORT' ? 'Finish' : 'Save and continue'}
            </Button>
            {current !== 'IMPORT' ? (
              <Button $variant="ghost" disabled={busy} onClick={() => void finish(null)}>
                Skip
              </Button>
            ) : null}
          </StyledActions>
        </form>
        <StyledNote>You can change all of this later in Settings.</StyledNote>
      </StyledCard>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: start center;
  padding: 2rem 1rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledCard = styled(Card)`
  width: min(100%, 44rem);
  display: grid;
  gap: 1rem;
  min-width: 0;

  h1 {
    margin: 0;
    font-size: 1.5rem;
  }

  form {
    display: grid;
    gap: 1rem;
    min-width: 0;
  }
`;

const StyledProgress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { adminTwoFactorRequirementQuery, useSetAdminTwoFactorRequirement } from './useTwoFactor';
import { DisableDialog, PasswordDialog, RegenerateDialog, SetupDialog } from './TwoFactorDialogs';
import { StyledHint, StyledRow as BaseRow, StyledSubheading } from './accountStyles';

export const TwoFactorSection_viewer = graphql(`
  fragment TwoFactorSection_viewer on User {
    id
    role
    twoFactorEnabled
    recoveryCodesLeft
  }
`);

/**
 * Account Settings → Security → Two-factor authentication: set it up (scan, confirm, keep the recovery codes), replace
 * the recovery codes, turn it off (password), and for the admin the owner's rule that admin accounts must use it.
 */
export function TwoFactorSection(props: { viewer: FragmentType<typeof TwoFactorSection_viewer> }) {
  const viewer = useFragment(TwoFactorSection_viewer, props.viewer);
  const enabled = viewer.twoFactorEnabled === true;
  const left = viewer.recoveryCodesLeft ?? 0;
  const [dialog, setDialog] = useState<'setup' | 'disable' | 'regenerate' | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <StyledPart aria-labelledby="two-factor-title">
      <StyledRow>
        <div>
          <StyledSubheading id="two-factor-title">
            Two-factor authentication {enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
          </StyledSubheading>
          <StyledHint>
            {enabled
              ? `Signing in asks for a code from your authenticator app. ${left} of 10 recovery codes left.`
              : 'A code from your phone at every sign-in, for extra protection.'}
          </StyledHint>
          {enabled && left <= 3 ? (
            <StyledWarning>
              {left === 0 ? 'You have no recovery codes left.' : 'You are running low on recovery codes.'} Make new ones so a lost
              phone cannot lock you out.
            </StyledWarning>
          ) : null}
        </div>
        <StyledButtons>
          {enabled ? (
            <>
              <Button $variant="secondary" onClick={() => setDialog('regenerate')}>
                New Recovery Codes
              </Button>
              <Button $variant="secondary" onClick={() => setDialog('disable')}>
                Turn Off
              </Button>
            </>
          ) : (
            <Button onClick={() => setDialog('setup')}>Set Up Two-Factor</Button>
          )}
        </StyledButtons>
      </StyledRow>
      {viewer.role === 'ADMIN' ? <AdminRequirement enabled={enabled} /> : null}

      {/* Mounted while open, so each opening starts afresh (a new secret, nothing typed). */}
      {dialog === 'setup' ? <SetupDialog onOpenChange={close} /> : null}
      {dialog === 'disable' ? <DisableDialog onOpenChange={close} /> : null}
      {dialog === 'regenerate' ? <RegenerateDialog onOpenChange={close} /> : null}
    </StyledPart>
  );
}

/** Scan, confirm with a code, then keep the recovery codes (shown this once). */
/** The owner's rule: every admin account signs in with two-factor. Needs it on for this account first. */
function AdminRequirement({ enabled }: { enabled: boolean }) {
  const { data } = useQuery(adminTwoFactorRequirementQuery);
  const { set, loading } = useSetAdminTwoFactorRequirement();
  const [askPassword, setAskPassword] = useState(false);
  const required = data?.businessSettings.requireAdminTwoFactor ?? false;
  const hintId = useId();

  return (
    <StyledRequirement>
      <Checkbox
        label="Require two-factor sign-in for admin accounts"
        checked={required}
        disabled={!data || loading || (!required && !enabled)}
        aria-describedby={hintId}
        onChange={(event) => {
          if (event.target.checked) void set(true);
          else setAskPassword(true);
        }}
      />
      <StyledHint id={hintId}>
        {required
          ? 'Every admin account must sign in with a code; one without two-factor sets it up at its next sign-in.'
          : enabled
            ? 'Every admin account would have to sign in with a code from an authenticator app.'
            : 'Turn on two-factor for your own account first, so you cannot lock yourself out.'}
      </StyledHint>
      {askPassword ? (
        <PasswordDialog
          onOpenChange={setAskPassword}
          title="Stop requiring two-factor for admins?"
          description="Admin accounts could then sign in with a password alone."
          action="Stop Requiring"
          destructive
          busy={loading}
          onConfirm={async (password) => {
            const outcome = await set(false, password);
            if (outcome.ok) setAskPassword(false);
            return outcome;
          }}
        />
      ) : null}
    </StyledRequirement>
  );
}

const StyledPart = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledWarning = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledRow = styled(BaseRow)`
  & > div:first-child {
    flex: 1 1 18rem;
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 100%;
    button {
      flex: 1 1 100%;
    }
  }
`;

const StyledRequirement = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
  margin-top: 1.25rem;
`;

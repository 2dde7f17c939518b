import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Alert } from '../../ui/Alert';
import { AuthenticatorQr } from '../../ui/AuthenticatorQr';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { RecoveryCodes } from '../../ui/RecoveryCodes';
import { PageLoader } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import {
  adminTwoFactorRequirementQuery,
  beginTwoFactorSetupMutation,
  type Outcome,
  useConfirmTwoFactorSetup,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useSetAdminTwoFactorRequirement,
} from './useTwoFactor';

export const TwoFactorSection_viewer = graphql(`
  fragment TwoFactorSection_viewer on User {
    id
    role
    twoFactorEnabled
    recoveryCodesLeft
  }
`);

const RECOVERY_FILE = 'sunshine-clean-recovery-codes.txt';

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
function SetupDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [begin, { data, error: beginError }] = useMutation(beginTwoFactorSetupMutation);
  const { confirm, loading } = useConfirmTwoFactorSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const formId = `two-factor-setup-${useId()}`;

  useEffect(() => {
    void begin().catch(() => undefined);
  }, [begin]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim() || loading) return;
    const outcome = await confirm(code.trim());
    if (outcome.ok) setCodes(outcome.value);
    else setError(outcome.problems.fields.code ?? outcome.problems.general);
  }

  const setup = data?.beginTwoFactorSetup;
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!loading) onOpenChange(next);
      }}
      title={codes ? 'Save your recovery codes' : 'Set up two-factor sign-in'}
      description={
        codes
          ? 'Two-factor sign-in is on. If you lose your phone, each code signs you in once. They are not shown again.'
          : 'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the code it shows.'
      }
      width="34rem"
      footer={
        codes ? (
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button $variant="secondary" disabled={loading}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} disabled={loading || !setup || !code.trim()}>
              {loading ? 'Checking…' : 'Turn On'}
            </Button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodes codes={codes} fileName={RECOVERY_FILE} />
      ) : (
        <StyledForm id={formId} onSubmit={onSubmit}>
          {beginError ? <Alert>{errorMessage(beginError)}</Alert> : null}
          {setup ? (
            <AuthenticatorQr qrCodeDataUrl={setup.qrCodeDataUrl} secret={setup.secret} />
          ) : beginError ? null : (
            <PageLoader label="Preparing your QR code…" />
          )}
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            placeholder="123456"
            required
            error={error}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </StyledForm>
      )}
    </Dialog>
  );
}

/** A dialog that asks for the password before a change that weakens or replaces a sign-in factor. */
function PasswordDialog(props: {
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: (password: string) => Promise<Outcome<unknown>>;
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = `password-confirm-${useId()}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || props.busy) return;
    const outcome = await props.onConfirm(password);
    if (!outcome.ok) setError(outcome.problems.fields.password ?? outcome.problems.general);
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!props.busy) props.onOpenChange(next);
      }}
      title={props.title}
      description={props.description}
      footer={
        props.children ? (
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button $variant="secondary" disabled={props.busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={formId}
              $variant={props.destructive ? 'destructive' : 'primary'}
              disabled={props.busy || !password}
            >
              {props.busy ? 'Checking…' : props.action}
            </Button>
          </>
        )
      }
    >
      {props.children ?? (
        <StyledForm id={formId} onSubmit={onSubmit}>
          <TextField
            label="Current password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={error}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </StyledForm>
      )}
    </Dialog>
  );
}

function DisableDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { disable, loading } = useDisableTwoFactor();
  return (
    <PasswordDialog
      onOpenChange={onOpenChange}
      title="Turn off two-factor sign-in?"
      description="Signing in will ask for your password only, and your recovery codes stop working. Your other devices are signed out."
      action="Turn Off"
      destructive
      busy={loading}
      onConfirm={async (password) => {
        const outcome = await disable(password);
        if (outcome.ok) onOpenChange(false);
        return outcome;
      }}
    />
  );
}

function RegenerateDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { regenerate, loading } = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <PasswordDialog
      onOpenChange={onOpenChange}
      title={codes ? 'Your new recovery codes' : 'Make new recovery codes?'}
      description={
        codes
          ? 'Each signs you in once if you lose your phone. Your old codes no longer work. These are not shown again.'
          : 'Ten new codes replace your old ones, which stop working.'
      }
      action="Make New Codes"
      busy={loading}
      onConfirm={async (password) => {
        const outcome = await regenerate(password);
        if (outcome.ok) setCodes(outcome.value);
        return outcome;
      }}
    >
      {codes ? <RecoveryCodes codes={codes} fileName={RECOVERY_FILE} /> : null}
    </PasswordDialog>
  );
}

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

const StyledSubheading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0 0.25rem;
  font-size: 1.0625rem;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const StyledWarning = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;

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

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

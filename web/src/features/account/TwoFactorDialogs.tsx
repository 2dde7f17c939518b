import { useId, useState, type ReactNode } from 'react';
import { fieldError, useSchemaForm } from '../../lib/forms';
import { passwordConfirmSchema, twoFactorCodeSchema } from '../../lib/validation';
import { AuthenticatorQr } from '../../ui/AuthenticatorQr';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { RecoveryCodes } from '../../ui/RecoveryCodes';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';
import { TextField } from '../../ui/TextField';
import {
  type Outcome,
  useBeginTwoFactorSetup,
  useConfirmTwoFactorSetup,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
} from './useTwoFactor';

/** What the recovery codes are saved as. */
export const RECOVERY_FILE = 'sunshine-clean-recovery-codes.txt';

/**
 * Turn on two-factor sign-in: the current password first (a borrowed session must not enrol another phone), then the
 * QR code and the first code, then the recovery codes, shown once.
 */
export function SetupDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { begin, loading: beginning, setup } = useBeginTwoFactorSetup();
  if (!setup) {
    return (
      <PasswordDialog
        onOpenChange={onOpenChange}
        title="Set up two-factor sign-in"
        description="Enter your current password to begin."
        action="Continue"
        busy={beginning}
        onConfirm={begin}
      />
    );
  }
  return <ConfirmSetupDialog setup={setup} onOpenChange={onOpenChange} />;
}

/** The QR code and the first code from the app, then the recovery codes. */
function ConfirmSetupDialog({
  setup,
  onOpenChange,
}: {
  setup: { secret: string; qrCodeDataUrl: string };
  onOpenChange: (open: boolean) => void;
}) {
  const { confirm, loading } = useConfirmTwoFactorSetup();
  const form = useSchemaForm(twoFactorCodeSchema, { mode: 'onChange', defaultValues: { code: '' } });
  const [codes, setCodes] = useState<string[] | null>(null);
  const formId = `two-factor-setup-${useId()}`;

  const submit = form.handleSubmit(async ({ code }) => {
    if (loading) return;
    const outcome = await confirm(code);
    if (outcome.ok) setCodes(outcome.value);
    else form.setError('code', { message: outcome.problems.fields.code ?? outcome.problems.general ?? undefined });
  });

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
            <Button type="submit" form={formId} disabled={loading || !form.formState.isValid}>
              {loading ? 'Checking…' : 'Turn On'}
            </Button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodes codes={codes} fileName={RECOVERY_FILE} />
      ) : (
        <Form id={formId} onSubmit={(event) => void submit(event)}>
          <AuthenticatorQr qrCodeDataUrl={setup.qrCodeDataUrl} secret={setup.secret} />
          <OneTimeCodeField
            label="Code from the app"
            error={fieldError(form.formState.errors, 'code')}
            {...form.register('code')}
          />
        </Form>
      )}
    </Dialog>
  );
}

/** A dialog that asks for the password before a change that weakens or replaces a sign-in factor. */
export function PasswordDialog(props: {
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: (password: string) => Promise<Outcome<unknown>>;
  children?: ReactNode;
}) {
  const form = useSchemaForm(passwordConfirmSchema, { mode: 'onChange', defaultValues: { password: '' } });
  const formId = `password-confirm-${useId()}`;

  const submit = form.handleSubmit(async ({ password }) => {
    if (props.busy) return;
    const outcome = await props.onConfirm(password);
    if (!outcome.ok) {
      form.setError('password', { message: outcome.problems.fields.password ?? outcome.problems.general ?? undefined });
    }
  });

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
              disabled={props.busy || !form.formState.isValid}
            >
              {props.busy ? 'Checking…' : props.action}
            </Button>
          </>
        )
      }
    >
      {props.children ?? (
        <Form id={formId} onSubmit={(event) => void submit(event)}>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError(form.formState.errors, 'password')}
            {...form.register('password')}
          />
        </Form>
      )}
    </Dialog>
  );
}

export function DisableDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
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

export function RegenerateDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
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

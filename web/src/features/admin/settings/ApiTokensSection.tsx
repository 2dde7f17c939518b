import { useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { AlertTriangleIcon, CopyIcon } from '../../../ui/Icon';
import { Table, TBody, Td, THead, Th, Tr } from '../../../ui/Table';
import { TextField } from '../../../ui/TextField';
import { formatInstantDate, formatInstantDateTime } from '../../../lib/businessTime';
import { SettingsSubsection } from './SettingsSection';
import { useCreateApiToken, useRevokeApiToken } from './useApiTokens';
import { useSchemaForm } from '../../../lib/forms';
import { apiTokenSchema } from '../../../lib/validation';

export const ApiTokenRow_token = graphql(`
  fragment ApiTokenRow_token on ApiToken {
    id
    name
    prefix
    readOnly
    createdAt
    lastUsedAt
    revokedAt
  }
`);

type Token = ReturnType<typeof useTokens>[number];
const useTokens = (refs: readonly FragmentType<typeof ApiTokenRow_token>[]) => useFragment(ApiTokenRow_token, refs);

/**
 * Tokens for third-party integrations (bookkeeping, reporting): create one (optionally read-only), see it once, and
 * revoke it at any time. Only a hash is stored, so a lost token is replaced, not recovered.
 */
export function ApiTokensSection(props: { tokens: readonly FragmentType<typeof ApiTokenRow_token>[] }) {
  const tokens = useTokens(props.tokens);
  const { revoke, loading: revoking } = useRevokeApiToken();
  const [revoking_, setRevoking] = useState<Token | null>(null);

  return (
    <>
      <SettingsSubsection
        title="Create a token"
        description="Send it as a bearer token to /graphql. It acts with your admin access."
      >
        <CreateTokenForm />
      </SettingsSubsection>
      <SettingsSubsection title="Your tokens">
        {tokens.length === 0 ? (
          <EmptyState title="No tokens yet">Create one for each integration, so you can revoke them one by one.</EmptyState>
        ) : (
          <Table caption="API tokens" collapse={[4, 5]}>
            <THead>
              <Th>Name</Th>
              <Th>Token</Th>
              <Th>Access</Th>
              <Th>Created</Th>
              <Th>Last used</Th>
              <Th>Status</Th>
              <Th $align="right">Actions</Th>
            </THead>
            <TBody>
              {tokens.map((token) => (
                <Tr key={token.id} $muted={Boolean(token.revokedAt)}>
                  <Td label="Name" primary>
                    <strong>{token.name}</strong>
                  </Td>
                  <Td label="Token">
                    <code>{token.prefix}…</code>
                  </Td>
                  <Td label="Access">{token.readOnly ? 'Read-only' : 'Read and write'}</Td>
                  <Td label="Created">{formatInstantDate(token.createdAt)}</Td>
                  <Td label="Last used">{token.lastUsedAt ? formatInstantDateTime(token.lastUsedAt) : 'Never'}</Td>
                  <Td label="Status">
                    {token.revokedAt ? (
                      <Badge tone="neutral">Revoked {formatInstantDate(token.revokedAt)}</Badge>
                    ) : (
                      <Badge tone="success">Active</Badge>
                    )}
                  </Td>
                  <Td label="Actions" actions align="right">
                    {token.revokedAt ? null : (
                      <Button
                        $size="sm"
                        $variant="secondary"
                        aria-label={`Revoke ${token.name}`}
                        onClick={() => setRevoking(token)}
                      >
                        Revoke
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </SettingsSubsection>
      <ConfirmDialog
        open={revoking_ !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={
          revoking_
            ? `Anything using "${revoking_.name}" (${revoking_.prefix}…) stops working at once. This cannot be undone.`
            : ''
        }
        confirmLabel="Revoke Token"
        pendingLabel="Revoking…"
        pending={revoking}
        destructive
        onConfirm={() => {
          if (!revoking_) return;
          void revoke(revoking_.id, revoking_.name).then((done) => done && setRevoking(null));
        }}
      />
    </>
  );
}

function CreateTokenForm() {
  const { create, loading } = useCreateApiToken();
  const form = useSchemaForm(apiTokenSchema, { mode: 'onChange', defaultValues: { name: '', readOnly: true } });
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const submit = form.handleSubmit(async ({ name, readOnly }) => {
    if (loading) return;
    const token = await create(name, readOnly);
    if (token) {
      setCreated({ name, token });
      form.reset();
    }
  });

  return (
    <>
      <StyledCreate onSubmit={(event) => void submit(event)} aria-label="Create a token">
        <TextField
          label="Token name"
          required
          maxLength={100}
          placeholder="e.g. Bookkeeping sync"
          hint="What it is for, so you know which one to revoke."
          {...form.register('name')}
        />
        <Checkbox label="Read-only (can read data, cannot change anything)" {...form.register('readOnly')} />
        <div>
          <Button type="submit" disabled={!form.formState.isValid || loading}>
            {loading ? 'Creating…' : 'Create Token'}
          </Button>
        </div>
      </StyledCreate>
      <NewTokenDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}

/** The token, shown this once, with a copy button and the warning that it cannot be shown again. */
export function NewTokenDialog({ created, onClose }: { created: { name: string; token: string } | null; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(null);
          onClose();
        }
      }}
      title="Your new token"
      description={created ? `"${created.name}" is ready. Copy it now and keep it somewhere safe.` : undefined}
      width="34rem"
    >
      {created ? (
        <>
          <StyledWarning role="alert">
            <AlertTriangleIcon size={20} />
            <span>This is the only time the token is shown. If you lose it, revoke it and create a new one.</span>
          </StyledWarning>
          <StyledTokenLabel htmlFor="new-api-token">Token</StyledTokenLabel>
          <StyledTokenRow>
            <StyledToken id="new-api-token" readOnly value={created.token} onFocus={(event) => event.currentTarget.select()} />
            <Button $variant="secondary" onClick={() => void copy()}>
              <CopyIcon size={16} />
              {copied === 'yes' ? 'Copied' : 'Copy'}
            </Button>
          </StyledTokenRow>
          <StyledCopyStatus role="status">
            {copied === 'yes'
              ? 'Copied to the clipboard.'
              : copied === 'failed'
                ? 'Could not copy: select the token and copy it yourself.'
                : ''}
          </StyledCopyStatus>
          <StyledDone>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </StyledDone>
        </>
      ) : null}
    </Dialog>
  );
}

const StyledCreate = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 32rem;
`;

const StyledWarning = styled.div`
  display: flex;
  gap: 0.625rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => (theme.mode === 'dark' ? '#8a6a1c' : '#d69e2e')};
  background: ${({ theme }) => (theme.mode === 'dark' ? '#3d2c05' : '#fdf0c8')};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#fbd38d' : '#6f4400')};
  font-weight: 500;

  svg {
    flex: none;
    margin-top: 0.125rem;
  }
`;

const StyledTokenLabel = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.9375rem;
  margin-bottom: 0.375rem;
`;

const StyledTokenRow = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const StyledToken = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
`;

const StyledCopyStatus = styled.p`
  min-height: 1.5rem;
  margin: 0.375rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDone = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 0.75rem;
`;

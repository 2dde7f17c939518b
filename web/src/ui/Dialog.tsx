import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, CloseButton } from './Button';
import { FormActions } from './Form';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom, usually Cancel and the action. */
  footer?: ReactNode;
  /** Wider dialogs for details (default 28rem). */
  width?: string;
  /** Where focus goes on opening (default: the first focusable control). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button dismiss it, focus returns to
 * what opened it, and the title and description name it for screen readers.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, width = '28rem', initialFocus }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <StyledOverlay />
        <StyledContent
          $width={width}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
        >
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
          {children}
          {footer ? <StyledFooter>{footer}</StyledFooter> : null}
          <DialogPrimitive.Close asChild>
            <StyledClose type="button" aria-label="Close">
              ×
            </StyledClose>
          </DialogPrimitive.Close>
        </StyledContent>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a button in this to make it close the dialog (e.g. Cancel). */
export const DialogClose = DialogPrimitive.Close;

interface DialogSubmitButtonsProps {
  /** The form (by id) the main button submits: the form may sit in the dialog's body, the buttons in its footer. */
  formId: string;
  label: string;
  /** While the save runs, both buttons wait and the main one says so. */
  pending: boolean;
  pendingLabel?: string;
  disabled?: boolean;
}

/** A form dialog's footer: Cancel, and the button that submits the form. */
export function DialogSubmitButtons({ formId, label, pending, pendingLabel = 'Saving…', disabled }: DialogSubmitButtonsProps) {
  return (
    <>
      <DialogClose asChild>
        <Button $variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" form={formId} disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledOverlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

// Overlay and content share one layer, so they stack in the order they open: a dialog opened from another (a
// confirmation, an editor) dims the first one behind its own overlay instead of sitting beside it.
const StyledContent = styled(DialogPrimitive.Content)<{ $width: string }>`
  position: fixed;
  z-index: 60;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${popIn} 150ms ease-out;
  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1.25rem 1rem;
  }
`;

const StyledTitle = styled(DialogPrimitive.Title)`
  margin: 0 2.5rem 0.5rem 0;
  font-size: 1.25rem;
`;

const StyledDescription = styled(DialogPrimitive.Description)`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The footer stays at the dialog's bottom edge while a long form scrolls under it (New Invoice on a laptop): the
// action is never below the fold. The negative bottom offset and margin are the content's own bottom padding.
const StyledFooter = styled(FormActions)`
  position: sticky;
  bottom: -1.5rem;
  margin: 1.25rem 0 -1.5rem;
  padding: 0.75rem 0 1.5rem;
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    bottom: -1.25rem;
    margin-bottom: -1.25rem;
    padding-bottom: 1.25rem;
  }
`;

const StyledClose = styled(CloseButton)`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
`;

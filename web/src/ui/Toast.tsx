import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/** Spec §9: shown for 5 s, swiped right past 50 px to dismiss; F8 (Radix's default hotkey) focuses the viewport. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

/**
 * Holds the one visible toast: a new toast replaces the current one (spec §9, one at a time).
 * Errors (destructive) are announced assertively, others politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId.current++, open: true });
  }, []);

  const onOpenChange = useCallback((id: number, open: boolean) => {
    setCurrent((item) => (item && item.id === id ? { ...item, open } : item));
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
        {children}
        {current ? (
          <StyledToast
            key={current.id}
            open={current.open}
            onOpenChange={(open) => onOpenChange(current.id, open)}
            type={current.variant === 'destructive' ? 'foreground' : 'background'}
            $variant={current.variant ?? 'default'}
            data-variant={current.variant ?? 'default'}
          >
            <StyledToastText>
              <StyledTitle>{current.title}</StyledTitle>
              {current.description ? <StyledDescription>{current.description}</StyledDescription> : null}
            </StyledToastText>
            <StyledClose aria-label="Close notification">×</StyledClose>
          </StyledToast>
        ) : null}
        <StyledViewport />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Error', description: message, variant: 'destructive' })` */
export function useToast(): { toast: (options: ToastOptions) => void } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => ({ toast }), [toast]);
}

const slideIn = keyframes`
  from { transform: translateY(calc(-100% - 1rem)); }
  to { transform: translateY(0); }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(100vw); }
`;

/**
 * At the top centre, over the header band: a screen's primary actions sit at its top right (the page header's button)
 * or under its content (a form's Submit, a dialog's footer, a phone's bottom row), so a toast there covers none of
 * them on a phone or a desktop, where a bottom-right toast sat on the Submit button it was about.
 */
const StyledViewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  top: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(100vw, 26rem);
  max-width: 100vw;
  margin: 0;
  padding: 0.375rem 0.5rem;
  list-style: none;
  outline: none;
`;

const StyledToast = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem 0.625rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerText : theme.colors.text)};

  &[data-state='open'] {
    animation: ${slideIn} 150ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 100ms ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 100ms ease-out forwards;
  }
`;

const StyledToastText = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledTitle = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;

const StyledDescription = styled(ToastPrimitive.Description)`
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

const StyledClose = styled(ToastPrimitive.Close)`
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(127, 127, 127, 0.2);
  }
`;

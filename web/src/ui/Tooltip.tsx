import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { inDarkTheme } from '../theme/cssTheme';

/** Spec §9: tooltips open after 700 ms, and within 300 ms of the last one closing the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Wrap an area in this to use tooltips there; pass `delayDuration={0}` for an area where they open at once. */
export function TooltipProvider({ children, delayDuration = TOOLTIP_DELAY_MS }: { children: ReactNode; delayDuration?: number }) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  /** What the tooltip says: a short label, usually the control's own name. */
  content: ReactNode;
  /** One focusable element (a button or link); the tooltip opens on its hover and keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** False renders the child alone, e.g. in an expanded sidebar where the label is already visible. */
  enabled?: boolean;
}

/**
 * A small label beside a control (Radix Tooltip): shown on hover and on keyboard focus, hidden with Escape. It only
 * repeats what the control already says, so screen readers lose nothing when it is closed.
 */
export function Tooltip({ content, children, side = 'bottom', enabled = true }: TooltipProps) {
  if (!enabled) return children;
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <StyledContent side={side} sideOffset={6} collisionPadding={8}>
          {content}
        </StyledContent>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const StyledContent = styled(TooltipPrimitive.Content)`
  z-index: 70;
  max-width: 16rem;
  padding: 0.375rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1a202c;
  color: #ffffff;
  ${inDarkTheme(css`
    background: #e9eef4;
    color: #0f141a;
  `)}
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.3;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${fadeIn} 120ms ease-out;
`;

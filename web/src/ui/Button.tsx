import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 0.75rem;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 1.125rem;
    font-size: 1rem;
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 1.5rem;
    font-size: 1.0625rem;
  `,
};

/** Shared look for <button>, <a> and router links, so a link that acts as a button looks like one. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  ${({ $size = 'md' }) => sizes[$size]}

  ${({ theme, $variant = 'primary' }) => {
    const { colors } = theme;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${colors.surface};
          color: ${colors.text};
          border-color: ${colors.borderStrong};
          &:hover:not(:disabled) {
            background: ${colors.surfaceMuted};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${colors.text};
          &:hover:not(:disabled) {
            background: ${colors.surfaceMuted};
          }
        `;
      case 'destructive':
        return css`
          background: ${colors.danger};
          color: ${colors.dangerText};
          &:hover:not(:disabled) {
            filter: brightness(0.95);
          }
        `;
      default:
        return css`
          background: ${colors.primary};
          color: ${colors.primaryText};
          &:hover:not(:disabled) {
            background: ${colors.primaryHover};
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({ type: props.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An <a> that looks like a button: for real navigations such as /api/login. */
export const ButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A square button for a single icon; give it an aria-label. */
export const IconButton = styled(Button).attrs({ $variant: 'ghost' as const, $size: 'sm' as const })`
  width: 2.5rem;
  min-height: 2.5rem;
  padding: 0;
  font-size: 1.125rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 2.25rem;
  }
`;

/** A button that reads as an underlined link in running text ('Use a recovery code', an email's subject). */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/** The square × that closes a dialog, panel or sheet; give it an aria-label. */
export const CloseButton = styled.button`
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

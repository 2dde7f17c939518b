import { css } from 'styled-components';

/** A photo filling its box's width at 3:2, cropped to fit, on a muted ground while it loads (the public gallery). */
export const coverPhoto = css`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

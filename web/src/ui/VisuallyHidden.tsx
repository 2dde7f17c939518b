import styled, { css } from 'styled-components';

/** The rules that keep an element for screen readers and take it off the screen; for use inside other styles. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Present for screen readers, invisible on screen. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

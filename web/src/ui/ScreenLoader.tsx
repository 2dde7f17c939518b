import styled from 'styled-components';
import { PageLoader } from './Spinner';

/**
 * A screen's title with a spinner under it: what a routed page shows while its code loads, so the heading (and the
 * document title) are there at once and the page does not jump when it arrives.
 */
export function ScreenLoader({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · Sunshine Clean`}</title>
      <StyledHeading>{title}</StyledHeading>
      <PageLoader label={`Loading ${title}…`} />
    </>
  );
}

const StyledHeading = styled.h1`
  font-size: 1.75rem;
  margin-bottom: 0.5rem;
`;

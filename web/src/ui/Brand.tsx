import { css } from 'styled-components';

/**
 * The product's name with its sun mark. Wrap it in the link that fits the page. The public page passes the
 * business's name from settings; the app's own screens keep the product title.
 */
export function BrandName({ name = 'Sunshine Clean' }: { name?: string }) {
  return (
    <>
      <span aria-hidden="true">☀</span> {name}
    </>
  );
}

/** The look of the brand link in every header; the sun is decorative and hides first when space is short. */
export const brandStyles = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 800;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

import styled from 'styled-components';
import { coverPhoto } from '../../ui/photo';
import { cardSurface } from '../../ui/Card';
import { graphql, useFragment, type FragmentType } from '../../gql';

export const GalleryItem_photo = graphql(`
  fragment GalleryItem_photo on GalleryPhoto {
    url
    caption
  }
`);

/** Every gallery picture is shown at 3:2; the intrinsic size lets the browser reserve the space before it loads. */
export const GALLERY_IMAGE_WIDTH = 1200;
export const GALLERY_IMAGE_HEIGHT = 800;

/**
 * A work photo with its caption. The caption is all we know of the picture, so it is the image's alt text, and the
 * visible caption is hidden from screen readers so that it is not read twice. Loaded lazily, unless above the fold.
 */
export function GalleryItem(props: { photo: FragmentType<typeof GalleryItem_photo>; eager?: boolean }) {
  const photo = useFragment(GalleryItem_photo, props.photo);
  return (
    <StyledFigure>
      <img
        src={photo.url}
        alt={photo.caption}
        width={GALLERY_IMAGE_WIDTH}
        height={GALLERY_IMAGE_HEIGHT}
        loading={props.eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <figcaption aria-hidden="true">{photo.caption}</figcaption>
    </StyledFigure>
  );
}

const StyledFigure = styled.figure`
  ${cardSurface}
  margin: 0;
  overflow: hidden;

  img {
    ${coverPhoto}
  }

  figcaption {
    padding: 0.75rem 1rem;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

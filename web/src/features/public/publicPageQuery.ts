import { graphql, type DocumentType } from '../../gql';

/**
 * The public page's content (business card, services, testimonials, gallery), edited on /settings. One document for
 * both sides: the SPA's /public route asks it over /graphql; the API runs it in-process to server-render `/` for a
 * signed-out visitor (web/src/public-server.tsx), and the page hydrates from the answer inlined in the HTML.
 */
export const publicPageQuery = graphql(`
  query PublicPage_Query {
    publicSite {
      businessName
      phone
      email
      address
      services {
        id
        ...ServiceCard_service
      }
      testimonials {
        id
        ...TestimonialCard_testimonial
      }
      galleryPhotos {
        id
        url
        caption
        ...GalleryItem_photo
      }
    }
  }
`);

export type PublicSiteData = NonNullable<DocumentType<typeof publicPageQuery>['publicSite']>;

import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { GalleryPhoto } from './public-content.entities.js';
import {
  DeletePublicContentInput,
  DeletePublicContentPayload,
  SavePublicServiceInput,
  SavePublicServicePayload,
  SaveTestimonialInput,
  SaveTestimonialPayload,
  UpdateGalleryPhotoInput,
  UpdateGalleryPhotoPayload,
} from './public-content.inputs.js';
import { galleryPhotoPolicy, publicServicePolicy, testimonialPolicy } from './public-content.policy.js';

const serviceCardId = (id: string) => databaseIdOf(id, 'PublicService', 'Service card');
const testimonialId = (id: string) => databaseIdOf(id, 'Testimonial');
const photoId = (id: string) => databaseIdOf(id, 'GalleryPhoto', 'Photo');

/** The admin edits what the public page shows; reading it is the public `publicSite` query. */
@Resolver(() => GalleryPhoto)
export class PublicContentResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => SavePublicServicePayload)
  async savePublicService(
    @Arg('input', () => SavePublicServiceInput) input: SavePublicServiceInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return {
      service: await services.publicContent.saveService(em, viewer!, { ...input, id: input.id && serviceCardId(input.id) }),
    };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeletePublicContentPayload)
  async deletePublicService(
    @Arg('input', () => DeletePublicContentInput) input: DeletePublicContentInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { deletedId: await services.publicContent.delete(em, viewer!, publicServicePolicy, serviceCardId(input.id)) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SaveTestimonialPayload)
  async saveTestimonial(
    @Arg('input', () => SaveTestimonialInput) input: SaveTestimonialInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return {
      testimonial: await services.publicContent.saveTestimonial(em, viewer!, {
        ...input,
        id: input.id && testimonialId(input.id),
      }),
    };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeletePublicContentPayload)
  async deleteTestimonial(
    @Arg('input', () => DeletePublicContentInput) input: DeletePublicContentInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { deletedId: await services.publicContent.delete(em, viewer!, testimonialPolicy, testimonialId(input.id)) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateGalleryPhotoPayload, {
    description: 'Edits a caption or position. Upload with POST /api/gallery-photos.',
  })
  async updateGalleryPhoto(
    @Arg('input', () => UpdateGalleryPhotoInput) input: UpdateGalleryPhotoInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { photo: await services.publicContent.updatePhoto(em, viewer!, { ...input, id: photoId(input.id) }) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeletePublicContentPayload)
  async deleteGalleryPhoto(
    @Arg('input', () => DeletePublicContentInput) input: DeletePublicContentInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { deletedId: await services.publicContent.delete(em, viewer!, galleryPhotoPolicy, photoId(input.id)) };
  }

  @FieldResolver(() => String, { description: 'Where the image is served; the version makes it cacheable for a year.' })
  url(@Root() photo: GalleryPhoto): string {
    return `/api/gallery-photos/${photo.id}?v=${photo.updatedAt.getTime()}`;
  }
}

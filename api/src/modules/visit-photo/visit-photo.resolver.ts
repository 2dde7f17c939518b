import { Reference } from '@mikro-orm/core';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { Visit } from '../visit/visit.entity.js';
import { DeleteVisitPhotoInput, DeleteVisitPhotoPayload } from './visit-photo.inputs.js';
import { VisitPhoto } from './visit-photo.entity.js';
import { visitPhotoPolicy } from './visit-photo.policy.js';

const photoUrl = (photo: VisitPhoto) => `/api/visits/${photo.visit.id}/photos/${photo.id}`;

/** Job photos in GraphQL: read as `Visit.photos` (through the photo policy's scope), removed here; uploads are REST. */
@Resolver(() => VisitPhoto)
export class VisitPhotoResolver {
  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => DeleteVisitPhotoPayload, { description: 'Removes a job photo: whoever took it, or the owner.' })
  async deleteVisitPhoto(
    @Arg('input', () => DeleteVisitPhotoInput) input: DeleteVisitPhotoInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<DeleteVisitPhotoPayload> {
    const id = await services.photos.delete(em, viewer!, databaseIdOf(input.id, 'VisitPhoto', 'Photo'));
    return { deletedPhotoId: toGlobalId('VisitPhoto', id) };
  }

  @Auth(Role.CLIENT)
  @Query(() => [Visit], {
    description: "The signed-in client's completed visits of the last 60 days, most recent first, with their after photos.",
  })
  recentCleanings(
    @Arg('limit', () => Int, { defaultValue: 3 }) limit: number,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<Visit[]> {
    return services.photos.recentCompletedVisits(em, viewer!, Math.min(Math.max(limit, 1), 20));
  }

  @FieldResolver(() => String, { description: 'The photo, served only to those who may see it (private cache).' })
  url(@Root() photo: VisitPhoto): string {
    return photoUrl(photo);
  }

  @FieldResolver(() => String, { description: 'A small version for lists and grids, served as the photo is.' })
  thumbnailUrl(@Root() photo: VisitPhoto): string {
    return `${photoUrl(photo)}/thumbnail`;
  }

  // Who took it, as the viewer may know them: staff read the full name, the client a first name (as the portal names
  // its helpers), nobody the account itself.
  @FieldResolver(() => String, { description: 'Who took the photo: a name ("Carla Reyes"; a first name for the client).' })
  async takenBy(@Root() photo: VisitPhoto, @Ctx() { viewer }: AppContext): Promise<string> {
    if (!photo.takenBy) return 'Someone no longer here';
    // One query for every photo of the request (MikroORM's reference dataloader), not one per photo.
    const user = await Reference.create(photo.takenBy).load({ dataloader: true });
    if (!user) return 'Someone no longer here';
    return viewer?.role === Role.CLIENT ? user.firstName : `${user.firstName} ${user.lastName}`.trim();
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may remove this photo (its uploader, or the owner).' })
  canDelete(@Root() photo: VisitPhoto, @Ctx() { viewer }: AppContext): boolean {
    return visitPhotoPolicy.can(viewer, 'delete', photo);
  }
}

@Resolver(() => Visit)
export class VisitPhotosFieldResolver {
  // Each viewer gets the photos the photo policy lets them read: the client only a completed visit's after photos.
  @FieldResolver(() => [VisitPhoto], {
    description: 'The photos taken on this visit, oldest first, as far as the viewer may see them.',
  })
  photos(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<VisitPhoto[]> {
    return loaders.readChildren(visitPhotoPolicy, 'visit', visit.id, { createdAt: 'asc', id: 'asc' });
  }
}

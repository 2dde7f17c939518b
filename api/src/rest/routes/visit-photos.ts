import { createHash } from 'node:crypto';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import multer from 'multer';
import type { AppContext } from '../../auth/context.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../modules/visit-photo/photo-images.js';
import { fingerprintOf, idempotencyKeyOf, onceForKey } from '../../modules/idempotency/idempotent.middleware.js';
import { VisitPhoto } from '../../modules/visit-photo/visit-photo.entity.js';
import type { PhotoVariant } from '../../modules/visit-photo/visit-photo.service.js';
import { conflict, DomainError, forbidden, unauthenticated } from '../../shared/errors.js';
import { type ContextFactory, sendDomainError } from '../shim.js';

/** The operation name an upload's Idempotency-Key record carries. */
const UPLOAD_OPERATION = 'uploadVisitPhoto';

/** The multipart field that carries the photo. */
export const PHOTO_FIELD = 'file';

const MEGABYTES = PHOTO_MAX_BYTES / (1024 * 1024);

/** One photo in memory (never a temporary file to clean up), and a few short text fields beside it. */
const parsePhoto = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 2_000, parts: 6, headerPairs: 50 },
}).single(PHOTO_FIELD);

const runMiddleware = (middleware: RequestHandler, req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => {
    void middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });

const send = (res: Response, status: number, code: string, message: string, field?: string) =>
  res.status(status).json({ message, code, ...(field ? { field } : {}) });

/** A multipart body multer refused, in the sender's terms. */
function sendMultipartError(res: Response, error: unknown) {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return send(res, 413, 'PAYLOAD_TOO_LARGE', `A photo can be at most ${MEGABYTES} MB`, PHOTO_FIELD);
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
      return send(res, 400, 'BAD_USER_INPUT', `Send one photo, in the "${PHOTO_FIELD}" field`, PHOTO_FIELD);
    }
    return send(res, 400, 'BAD_REQUEST', 'The form holds more or longer fields than a photo upload takes');
  }
  return send(res, 400, 'BAD_REQUEST', 'The upload could not be read; send it again');
}

/** Who may call at all (the role gate of the routes): the signed-in, active, of these roles. */
function gate(context: AppContext, roles: Role[]) {
  if (!context.viewer) throw unauthenticated();
  if (context.viewerInactive || !roles.includes(context.viewer.role)) throw forbidden();
  return context.viewer;
}

/** The JSON answer of an upload: database ids (as every /api route), the GraphQL id beside for the web app's cache. */
export const photoAnswer = (photo: VisitPhoto) => ({
  id: photo.id,
  nodeId: toGlobalId('VisitPhoto', photo.id),
  visitId: photo.visit.id,
  kind: photo.kind,
  caption: photo.caption,
  width: photo.width,
  height: photo.height,
  createdAt: photo.createdAt.toISOString(),
  url: `/api/visits/${photo.visit.id}/photos/${photo.id}`,
  thumbnailUrl: `/api/visits/${photo.visit.id}/photos/${photo.id}/thumbnail`,
});

/**
 * Job photos over REST (GraphQL carries no files): a helper on the job or the owner uploads one as multipart, and
 * each photo is served only through these access-checked routes, privately cached. Who may is asked before the
 * upload's body is read, so a refusal costs nothing and stores nothing.
 */
export function visitPhotoRoutes(buildContext: ContextFactory): Router {
  const router = Router();

  router.post('/visits/:id/photos', async (req: Request, res: Response, next) => {
    try {
      const context = await buildContext(req, res);
      const viewer = gate(context, [Role.ADMIN, Role.HELPER]);
      const visitId = String(req.params.id);
      await context.services.photos.visitForUpload(context.em, viewer, visitId);
      // Checked before the body is read, so a bad key costs no upload.
      const key = idempotencyKeyOf({ req });
      if (!req.is('multipart/form-data')) {
        return send(res, 415, 'UNSUPPORTED_MEDIA_TYPE', `Send the photo as multipart/form-data, in the "${PHOTO_FIELD}" field`);
      }
      try {
        await runMiddleware(parsePhoto, req, res);
      } catch (error) {
        return sendMultipartError(res, error);
      }
      const file = req.file;
      if (!file) return send(res, 400, 'BAD_USER_INPUT', 'Choose a photo to upload', PHOTO_FIELD);
      if (!(PHOTO_TYPES as readonly string[]).includes(file.mimetype)) {
        return send(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG or WebP photo', PHOTO_FIELD);
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const upload = { bytes: file.buffer, kind: text(body.kind), caption: text(body.caption) };
      if (!key)
        return res.status(201).json(photoAnswer(await context.services.photos.upload(context.em, viewer, visitId, upload)));
      // A phone's queue sends each photo with its own key: a replay (the answer lost to a dead zone) answers the photo
      // the first upload stored, and stores nothing new. The key's record stores the photo's id, not the photo, so a
      // photo deleted since is told as such rather than read again.
      const fingerprint = fingerprintOf(UPLOAD_OPERATION, [
        visitId,
        upload.kind ?? null,
        upload.caption ?? null,
        createHash('sha256').update(file.buffer).digest('hex'),
      ]);
      const { result, replayed } = await onceForKey(context.em, viewer.id, key, UPLOAD_OPERATION, fingerprint, async (tx) => {
        return (await context.services.photos.upload(tx, viewer, visitId, upload)).id;
      });
      const photo = await context.em.findOne(VisitPhoto, { id: result as string, visit: visitId });
      if (!photo) throw conflict('This photo was uploaded once already and has since been deleted');
      if (replayed) res.setHeader('Idempotent-Replayed', 'true');
      res.status(201).json(photoAnswer(photo));
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(res, error);
      next(error);
    }
  });

  const serve =
    (variant: PhotoVariant): RequestHandler =>
    async (req, res, next) => {
      try {
        const context = await buildContext(req, res);
        const viewer = gate(context, [Role.ADMIN, Role.HELPER, Role.CLIENT]);
        const found = await context.services.photos.file(
          context.em,
          viewer,
          String(req.params.id),
          String(req.params.photoId),
          variant,
        );
        if (!found) return send(res, 404, 'NOT_FOUND', 'Photo not found');
        // A photo never changes under its id; only people who may see it get it, and only their browser keeps it.
        const etag = `"${found.photo.id}-${variant}"`;
        res.setHeader('Cache-Control', 'private, max-age=86400');
        res.setHeader('ETag', etag);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Disposition', 'inline');
        if (req.headers['if-none-match'] === etag) return res.status(304).end();
        res.type(found.contentType).send(found.bytes);
      } catch (error) {
        if (error instanceof DomainError) return sendDomainError(res, error);
        next(error);
      }
    };
  router.get('/visits/:id/photos/:photoId', serve('full'));
  router.get('/visits/:id/photos/:photoId/thumbnail', serve('thumbnail'));

  return router;
}

import express, { type Request, type Response, Router } from 'express';
import { Role } from '../../auth/role.enum.js';
import { GALLERY_MAX_BYTES } from '../../modules/public-content/public-content.service.js';
import { DomainError, forbidden, unauthenticated } from '../../shared/errors.js';
import { type ContextFactory, sendDomainError } from '../shim.js';

/**
 * The gallery's binary routes (GraphQL carries no files): the admin uploads an image as the raw request body,
 * anyone fetches one. Served images are immutable per version, so browsers and proxies may cache them for a year.
 */
export function galleryRoutes(buildContext: ContextFactory): Router {
  const router = Router();

  router.post(
    '/gallery-photos',
    express.raw({ type: () => true, limit: GALLERY_MAX_BYTES + 1024 }),
    async (req: Request, res: Response, next) => {
      try {
        const context = await buildContext(req, res);
        if (!context.viewer) throw unauthenticated();
        if (context.viewer.role !== Role.ADMIN) throw forbidden();
        const caption = typeof req.query.caption === 'string' ? req.query.caption : '';
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const photo = await context.services.publicContent.addPhoto(context.em, context.viewer, body, caption);
        res.status(201).json({
          id: photo.id,
          caption: photo.caption,
          contentType: photo.contentType,
          sizeBytes: photo.sizeBytes,
          url: `/api/gallery-photos/${photo.id}?v=${photo.updatedAt.getTime()}`,
        });
      } catch (error) {
        if (error instanceof DomainError) return sendDomainError(res, error);
        next(error);
      }
    },
  );

  router.get('/gallery-photos/:id', async (req: Request, res: Response, next) => {
    try {
      const context = await buildContext(req, res);
      const photo = await context.services.publicContent.photoWithData(context.em, context.viewer, String(req.params.id));
      if (!photo) return res.status(404).json({ message: 'Photo not found', code: 'NOT_FOUND' });
      const etag = `"${photo.id}-${photo.updatedAt.getTime()}"`;
      res.setHeader('ETag', etag);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', req.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      if (req.headers['if-none-match'] === etag) return res.status(304).end();
      res.type(photo.contentType).send(photo.data);
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(res, error);
      next(error);
    }
  });

  return router;
}

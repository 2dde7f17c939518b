import { type NextFunction, type Request, type Response, Router } from 'express';
import multer from 'multer';
import type { AppContext } from '../../auth/context.js';
import { Role } from '../../auth/role.enum.js';
import {
  HELPER_SAMPLE_CSV,
  ImportTarget,
  MAX_IMPORT_BYTES,
  NOT_CSV,
  SAMPLE_CSV,
  TOO_BIG,
} from '../../modules/client-import/client-import.plan.js';
import { badInput, DomainError, forbidden, unauthenticated } from '../../shared/errors.js';
import { type ContextFactory, sendDomainError } from '../shim.js';

/** Held in memory (at most 5 MB) only until the decoded text is stored in PostgreSQL, where every instance reads it. */
const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } }).single(
  'file',
);

/**
 * The client import's file routes (GraphQL carries no files): the owner uploads a CSV as multipart field `file` and
 * gets an upload id for `previewClientImport` and `commitClientImport`; anyone may download the sample.
 */
export function importRoutes(buildContext: ContextFactory): Router {
  const router = Router();

  router.post(
    '/imports',
    // Who may upload is settled before the body is read, so a refused caller sends no file into memory.
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const context = await buildContext(req, res);
        if (!context.viewer) throw unauthenticated();
        if (context.viewer.role !== Role.ADMIN) throw forbidden();
        res.locals.context = context;
        next();
      } catch (error) {
        if (error instanceof DomainError) return sendDomainError(res, error);
        next(error);
      }
    },
    (req: Request, res: Response, next: NextFunction) => {
      receive(req, res, (error: unknown) => {
        if (!error) return next();
        if (error instanceof multer.MulterError) {
          return sendDomainError(res, badInput('file', error.code === 'LIMIT_FILE_SIZE' ? TOO_BIG : NOT_CSV));
        }
        return sendDomainError(res, badInput('file', NOT_CSV));
      });
    },
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const file = req.file;
        if (!file) throw badInput('file', 'Choose a CSV file to upload');
        const context = res.locals.context as AppContext;
        const { upload, parsed, mapping } = await context.services.clientImports.upload(
          context.em,
          context.viewer!,
          file.originalname,
          file.buffer,
          // Only the guessed mapping depends on it; the preview and the commit name their target themselves.
          req.body?.kind === ImportTarget.HELPERS ? ImportTarget.HELPERS : ImportTarget.CLIENTS,
        );
        res.status(201).json({
          uploadId: upload.id,
          fileName: upload.fileName,
          encoding: upload.encoding,
          rowCount: parsed.rows.length,
          columns: parsed.headers.map((header, index) => ({
            index,
            header,
            field: mapping.find((m) => m.column === index)?.field ?? null,
          })),
        });
      } catch (error) {
        if (error instanceof DomainError) return sendDomainError(res, error);
        next(error);
      }
    },
  );

  router.get('/imports/sample.csv', (_req: Request, res: Response) => {
    res.setHeader('Content-Disposition', 'attachment; filename="clients-sample.csv"');
    res.type('text/csv; charset=utf-8').send(`\uFEFF${SAMPLE_CSV}`);
  });

  router.get('/imports/helpers-sample.csv', (_req: Request, res: Response) => {
    res.setHeader('Content-Disposition', 'attachment; filename="helpers-sample.csv"');
    res.type('text/csv; charset=utf-8').send(`\uFEFF${HELPER_SAMPLE_CSV}`);
  });

  return router;
}

import type { RequestHandler } from 'express';
import { findUnfitText, unfitTextMessage } from '../shared/control-characters.js';

/** The 400 answer for a query string holding a control character (or a lone surrogate), naming the parameter; else null. */
export function controlCharacterRefusal(query: unknown) {
  const found = findUnfitText(query);
  return found && { message: unfitTextMessage(found.path, found.fault), code: 'BAD_USER_INPUT', field: found.path };
}

/**
 * The query string of every /api route is checked like GraphQL arguments are (graphql/control-characters.ts):
 * some parameters never reach an operation (a caption, a returnTo), and a refusal here names the parameter. The
 * REST rows check it themselves, after who may call (rest/shim.ts); this guards the routers mounted after them.
 */
export const refuseControlCharactersInQuery: RequestHandler = (req, res, next) => {
  const refusal = controlCharacterRefusal(req.query);
  if (!refusal) return next();
  res.status(400).json(refusal);
};

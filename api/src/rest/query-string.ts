import type { RequestHandler } from 'express';
import { controlCharacterMessage, findControlCharacter } from '../shared/control-characters.js';

/** The 400 answer for a query string holding a control character, naming the parameter; null when it holds none. */
export function controlCharacterRefusal(query: unknown) {
  const field = findControlCharacter(query);
  return field === null ? null : { message: controlCharacterMessage(field), code: 'BAD_USER_INPUT', field };
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

import type { RequestHandler } from 'express';
import { controlCharacterMessage, findControlCharacter } from '../shared/control-characters.js';

/**
 * The query string of every /api route is checked like GraphQL arguments are (graphql/control-characters.ts):
 * some parameters never reach an operation (a caption, a returnTo), and a refusal here names the parameter.
 */
export const refuseControlCharactersInQuery: RequestHandler = (req, res, next) => {
  const field = findControlCharacter(req.query);
  if (field === null) return next();
  res.status(400).json({ message: controlCharacterMessage(field), code: 'BAD_USER_INPUT', field });
};

import { validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/** As type-graphql's own default with `validate: { forbidUnknownValues: false }` (it also skips missing properties). */
const OPTIONS: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

const isValidated = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Validates input objects with class-validator exactly as type-graphql's built-in path does, but with class-validator
 * imported once: the built-in path runs `await import('class-validator')` for every argument of every resolver call,
 * which under load cost more than the validation itself (module resolution per request).
 */
export const validateArgs: ValidatorFn = async (argValue: unknown) => {
  if (!isValidated(argValue)) return;
  try {
    if (Array.isArray(argValue)) {
      await Promise.all(argValue.filter(isValidated).map((item) => validateOrReject(item, OPTIONS)));
    } else {
      await validateOrReject(argValue, OPTIONS);
    }
  } catch (error) {
    throw new ArgumentValidationError(error as ConstructorParameters<typeof ArgumentValidationError>[0]);
  }
};

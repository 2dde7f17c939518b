import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  useForm,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { safeParse } from 'zod/mini';
import type * as z from 'zod/v4/core';

/**
 * A react-hook-form form validated by a zod schema from `lib/validation`: the schema's input type is what the fields
 * hold (text), its output what `handleSubmit` hands over (trimmed, converted, ready for the mutation).
 */
export function useSchemaForm<TSchema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
}

/** The message to show under a field, or null: `error={fieldError(errors, 'email')}`. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | null {
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * Places the server's per-field messages (from `operationProblems`) under the form's own fields; returns the ones
 * that name no field of this form, for the form's general message.
 */
export function showServerProblems<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  known: readonly Path<T>[],
): string[] {
  const rest: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const name = known.find((candidate) => candidate === field);
    if (name) setError(name, { type: 'server', message });
    else rest.push(message);
  }
  return rest;
}

/**
 * A plain reading of a form through its schema, for code and tests outside a rendered form: the schema's output, or
 * the first message for each field that failed.
 */
export function readForm<TSchema extends z.$ZodType>(
  schema: TSchema,
  values: z.input<TSchema>,
): { input: z.output<TSchema> } | { errors: Record<string, string> } {
  const result = safeParse(schema, values);
  if (result.success) return { input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return { errors };
}

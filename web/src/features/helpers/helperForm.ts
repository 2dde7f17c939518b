import type * as z from 'zod/v4/core';
import { readForm } from '../../lib/forms';
import { helperSchema } from '../../lib/validation';

export type HelperFormValues = z.input<typeof helperSchema>;
export type HelperFormInput = z.output<typeof helperSchema>;

/** The helper form read through its schema (spec §5): the mutation's input in cents, or each field's message. */
export const readHelperForm = (values: HelperFormValues) => readForm(helperSchema, values);

import { useCallback } from 'react';
import { useToast } from '../ui/Toast';

/** The outcome of a save: ok, or the error for the form to place under its fields. */
export type ActionOutcome = { ok: true } | { ok: false; error: unknown };

export interface ToastTexts {
  /** The success toast's title, e.g. 'Client Created'. */
  success: string;
  /** The 'Error' toast's description: fixed words, or worked out from the error (e.g. the server's message). */
  failure: string | ((error: unknown) => string);
}

/**
 * Runs one user action (usually a mutation) and says how it went, the way spec §8 wants every screen to: a toast
 * with the success title, or a destructive toast titled 'Error'. The caller gets the outcome to close or keep a form.
 */
export function useToastedAction() {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, texts: ToastTexts): Promise<ActionOutcome> => {
      try {
        await action();
      } catch (error) {
        const description = typeof texts.failure === 'string' ? texts.failure : texts.failure(error);
        toast({ title: 'Error', description, variant: 'destructive' });
        return { ok: false, error };
      }
      toast({ title: texts.success });
      return { ok: true };
    },
    [toast],
  );
}

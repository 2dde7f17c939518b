import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** The six digits an authenticator app shows (a space in the middle allowed), filled in by the phone when it can. */
export const OneTimeCodeField = forwardRef<HTMLInputElement, TextFieldProps>(function OneTimeCodeField(props, ref) {
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      placeholder="123456"
      required
      {...props}
    />
  );
});

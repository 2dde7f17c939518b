import { NOTES_MAX } from '../../lib/validation';
import { TextArea, type TextAreaProps } from '../../ui/TextArea';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/** A client's or helper's optional phone; the server stores it normalised. Takes the form's registration. */
export function RosterPhoneField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label="Phone" type="tel" autoComplete="off" placeholder="(239) 555-0123" hint="Optional." {...props} />;
}

/** A client's or helper's optional notes, with a hint of what they hold. Takes the form's registration. */
export function RosterNotesField(props: Omit<TextAreaProps, 'label'>) {
  return <TextArea label="Notes" rows={3} maxLength={NOTES_MAX} {...props} />;
}

import { TextField, type TextFieldProps } from '@allas/ui';

/** The e-mail address field of the site's forms: required, typed and autofilled as an e-mail. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'required'>) {
  return <TextField type="email" autoComplete="email" required {...props} />;
}

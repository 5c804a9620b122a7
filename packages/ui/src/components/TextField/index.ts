export { TextField, type TextFieldProps } from './TextField';
export { type TextFieldType, textFieldTypes } from './textFieldOptions';

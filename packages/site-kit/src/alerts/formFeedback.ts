/**
 * The lead and subscription forms' field feedback now lives with the other site forms' helpers;
 * kept under this name for the employer lead form, which imports it from here.
 */
export { useFieldMessage } from '../forms/fieldMessage';
export { showServerFieldErrors } from '../forms/serverFieldErrors';

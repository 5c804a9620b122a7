import type { Locale } from '@allas/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormHandleSubmit,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { usePageLanguage } from '../routing/usePageLanguage';
import { fieldMessage } from './fieldMessage';

export interface SiteForm<T extends FieldValues> extends UseFormReturn<T> {
  /** A registered input's props with its error message. */
  field: (name: Path<T>) => UseFormRegisterReturn<Path<T>> & { error: string | undefined };
  /** A field's error message in the page's language. */
  errorOf: (name: Path<T>) => string | undefined;
  isSubmitting: boolean;
  locale: Locale;
}

/**
 * A site form: react-hook-form validated by one of core's zod schemas, with each field's error in
 * the page's language. `field(name)` gives a registered text input its props and error message;
 * `errorOf(name)` gives the message for a field rendered through a Controller.
 *
 * react-hook-form focuses the first *registered* field with an error. A form that registers a
 * field ahead of its place on the screen (or one that appears later) gives `focusOrder`, its fields
 * in the order they stand on the page: a refused submit then focuses the first of them that has an
 * error, as a person reading the form expects.
 */
export function useSiteForm<T extends FieldValues>(
  schema: z.ZodType,
  defaultValues?: DefaultValues<T>,
  focusOrder?: readonly Path<T>[],
): SiteForm<T> {
  const locale = usePageLanguage();
  const form = useForm<T>({
    // The schemas' input types differ from the form's values (defaults, transforms), so the
    // resolver is typed by the form rather than inferred from the schema.
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    ...(defaultValues === undefined ? {} : { defaultValues }),
    ...(focusOrder === undefined ? {} : { shouldFocusError: false }),
  });
  // Read during render, so react-hook-form re-renders the form when they change.
  const { errors, isSubmitting } = form.formState;

  const errorOf = (name: Path<T>): string | undefined => {
    const error = get(errors, name) as { message?: unknown } | undefined;
    return fieldMessage(typeof error?.message === 'string' ? error.message : undefined, locale);
  };
  const field = (name: Path<T>) => ({ ...form.register(name), error: errorOf(name) });
  const handleSubmit: UseFormHandleSubmit<T> =
    focusOrder === undefined
      ? form.handleSubmit
      : (onValid, onInvalid) =>
          form.handleSubmit(onValid, async (invalid, event) => {
            await onInvalid?.(invalid, event);
            const first = focusOrder.find((name) => get(invalid, name) !== undefined);
            if (first !== undefined) form.setFocus(first);
          });

  return { ...form, handleSubmit, errorOf, field, isSubmitting, locale };
}

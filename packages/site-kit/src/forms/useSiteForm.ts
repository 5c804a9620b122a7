import type { Locale } from '@allas/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type Resolver,
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
 */
export function useSiteForm<T extends FieldValues>(
  schema: z.ZodType,
  defaultValues?: DefaultValues<T>,
): SiteForm<T> {
  const locale = usePageLanguage();
  const form = useForm<T>({
    // The schemas' input types differ from the form's values (defaults, transforms), so the
    // resolver is typed by the form rather than inferred from the schema.
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    ...(defaultValues === undefined ? {} : { defaultValues }),
  });
  // Read during render, so react-hook-form re-renders the form when they change.
  const { errors, isSubmitting } = form.formState;

  const errorOf = (name: Path<T>): string | undefined => {
    const error = get(errors, name) as { message?: unknown } | undefined;
    return fieldMessage(typeof error?.message === 'string' ? error.message : undefined, locale);
  };
  const field = (name: Path<T>) => ({ ...form.register(name), error: errorOf(name) });

  return { ...form, errorOf, field, isSubmitting, locale };
}

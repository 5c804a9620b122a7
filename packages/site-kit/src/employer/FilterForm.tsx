import { Button, Inline, Link, Stack } from '@allas/ui';
import type { ReactNode } from 'react';
import { filterGrid } from './applicantLayout.css';

export interface FilterFormProps<Name extends string> {
  /** The form's accessible name. */
  label: string;
  /** The page's own address, which the form submits to (GET). */
  action: string;
  /** The fields' names, read back on submit. */
  names: readonly Name[];
  submitLabel: string;
  /** A way back to the unfiltered list, shown while something is filtered. */
  clear?: { href: string; label: string };
  /** With scripts: the chosen values without a full page load (without, the browser submits). */
  onFilter?: (values: Record<Name, string>) => void;
  /** The fields, laid out in as many columns as fit. */
  children: ReactNode;
}

/**
 * A list page's filters as a plain GET form, so filtering works before (and without) JavaScript;
 * with scripts the page navigates to the chosen values instead.
 */
export function FilterForm<Name extends string>({
  label,
  action,
  names,
  submitLabel,
  clear,
  onFilter,
  children,
}: FilterFormProps<Name>) {
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      onSubmit={(event) => {
        if (!onFilter) return;
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onFilter(
          Object.fromEntries(
            names.map((name) => [name, String(data.get(name) ?? '').trim()]),
          ) as Record<Name, string>,
        );
      }}
    >
      <Stack space="medium">
        <div className={filterGrid}>{children}</div>
        <Inline space="medium" alignY="center">
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
          {clear ? <Link href={clear.href}>{clear.label}</Link> : null}
        </Inline>
      </Stack>
    </form>
  );
}

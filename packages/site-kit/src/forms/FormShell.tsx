import { Alert, type AlertProps, Box, Button, Inline, Stack, type StackProps } from '@allas/ui';
import type { FormEventHandler, ReactNode } from 'react';

/** The alert above a form's fields: the server's failure, or the outcome of the last send. */
export interface FormNotice {
  tone: NonNullable<AlertProps['tone']>;
  title?: string;
  /** A link or button inside the alert (e.g. "request a new link"). */
  action?: ReactNode;
  message: ReactNode;
}

export interface FormSubmit {
  label: string;
  loading: boolean;
  /** What is announced while loading, when "Loading…" is not precise enough. */
  loadingLabel?: string;
  disabled?: boolean;
  /** The auth cards' layout: the button spans the card. */
  fullWidth?: boolean;
}

export interface FormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  space: StackProps['space'];
  notice?: FormNotice | null;
  submit: FormSubmit;
  /** Buttons beside the submit button (e.g. "remove"); when given, the row lays them out inline. */
  actions?: ReactNode;
  /** The fields, between the notice and the submit row. */
  children: ReactNode;
}

/**
 * The frame of every site form: a native form with the browser's validation off (the zod schema
 * validates and the messages come from the catalogs), the notice, the fields and the submit row.
 */
export function FormShell({ onSubmit, space, notice, submit, actions, children }: FormShellProps) {
  const button = (
    <Button
      type="submit"
      variant="primary"
      loading={submit.loading}
      loadingLabel={submit.loadingLabel}
      disabled={submit.disabled}
      fullWidth={submit.fullWidth}
    >
      {submit.label}
    </Button>
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack space={space}>
        {notice ? (
          <Alert tone={notice.tone} title={notice.title} action={notice.action}>
            {notice.message}
          </Alert>
        ) : null}
        {children}
        {actions !== undefined ? (
          <Inline space="medium">
            {button}
            {actions}
          </Inline>
        ) : submit.fullWidth ? (
          button
        ) : (
          <Box>{button}</Box>
        )}
      </Stack>
    </form>
  );
}

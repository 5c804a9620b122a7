import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Locale, locales } from '../../provider/locales';
import { UiProvider } from '../../provider/UiProvider';
import { type ThemeName, themeNames } from '../../themes/names';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { toastTypes } from './toastOptions';
import type { ToastOptions } from './toastQueue';
import { useToast } from './useToast';

interface ToastDemoProps extends ToastOptions {
  /** Shows this many copies right away (for the screenshot of a state); 0 waits for the button. */
  showOnMount?: number;
}

/** A page that raises toasts: the button shows one with the story's options. */
function ToastDemo({ showOnMount = 0, ...options }: ToastDemoProps) {
  const { toast } = useToast();
  const [refused, setRefused] = useState(false);
  const shown = useRef(false);
  useEffect(() => {
    // Guarded so a remount in development (StrictMode) does not double the toasts.
    if (shown.current) return;
    shown.current = true;
    for (let n = 1; n <= showOnMount; n += 1) {
      toast(
        showOnMount > 1 ? { ...options, message: `${n}. ${String(options.message)}` } : options,
      );
    }
  });
  return (
    <Stack space="small" align="left">
      <Inline space="small">
        <Button onClick={() => setRefused(toast(options) === null)}>Értesítés megjelenítése</Button>
        <Button
          variant="secondary"
          onClick={() =>
            setRefused(toast({ type: 'success', message: 'Keresés elmentve' }) === null)
          }
        >
          Keresés mentése
        </Button>
      </Inline>
      <Text size="small" tone="muted">
        <span role="status">
          {refused ? 'Nem jelent meg új értesítés: egy kérdés válaszra vár.' : ''}
        </span>
      </Text>
    </Stack>
  );
}

function isThemeName(value: unknown): value is ThemeName {
  return themeNames.includes(value as ThemeName);
}

function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/** Re-provides the toolbar's theme and locale with another toast duration. */
function withToastDuration(toastDuration: number): Decorator {
  return (Story, context) => (
    <UiProvider
      theme={isThemeName(context.globals.theme) ? context.globals.theme : 'default'}
      locale={isLocale(context.globals.locale) ? context.globals.locale : 'hu'}
      toastDuration={toastDuration}
    >
      <Story />
    </UiProvider>
  );
}

/** State stories keep their toasts for the screenshot instead of dismissing them after 2.5 s. */
const keepOpen = withToastDuration(Number.POSITIVE_INFINITY);

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: {
    type: 'success',
    message: 'Jelentkezését elküldtük a munkáltatónak',
    dialog: false,
    showOnMount: 1,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: toastTypes },
    message: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [keepOpen],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmName = /Megerősítés|Confirmă|Confirm/;

export const Success: Story = {};

/** Named "Error" in Storybook; the export avoids shadowing the global Error. */
export const ErrorToast: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Az önéletrajz feltöltése nem sikerült. Próbálja újra!' },
};

export const Info: Story = {
  args: { type: 'info', message: 'Profilul dumneavoastră este vizibil pentru angajatori' },
};

export const WithDescription: Story = {
  args: {
    message: 'Állás elmentve',
    description:
      'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület. A mentett állásokat a profiljában találja.',
  },
};

export const DialogToast: Story = {
  args: {
    type: 'info',
    dialog: true,
    message: 'Törli a mentett keresést?',
    description: 'Inginer șef de șantier — Cluj-Napoca',
    confirmText: 'Törlés',
    cancelText: 'Mégse',
  },
};

/** The spec's maximum: six at once (a seventh would push out the oldest). */
export const SixToasts: Story = {
  args: { type: 'info', message: 'Új állás a követett cégtől', showOnMount: 6 },
};

export const ToastAutoDismisses: Story = {
  args: { showOnMount: 0, message: 'Beállítások mentve' },
  // Long enough to see the toast on a busy machine, short enough for a quick test.
  decorators: [withToastDuration(1000)],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Értesítés megjelenítése' }),
    );
    // The region can come a frame before its toast: Radix portals each toast into the viewport
    // once the viewport has mounted, and the viewport's module arrives on the first toast.
    const region = await screen.findByRole('region', { name: /\(F8\)/ });
    await expect(await within(region).findByText('Beállítások mentve')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Beállítások mentve')).toBeNull(), {
      timeout: 4000,
    });
  },
};

export const DialogToastBlocksQueue: Story = {
  args: {
    showOnMount: 0,
    type: 'info',
    dialog: true,
    message: 'Visszavonja a jelentkezést?',
  },
  decorators: [withToastDuration(300)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Értesítés megjelenítése' }));
    const region = await screen.findByRole('region', { name: /\(F8\)/ });
    await expect(await within(region).findByText('Visszavonja a jelentkezést?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keresés mentése' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/kérdés válaszra vár/);
    await expect(screen.queryByText('Keresés elmentve')).toBeNull();
    // Dialog toasts do not time out.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(within(region).getByText('Visszavonja a jelentkezést?')).toBeVisible();
  },
};

export const DialogToastConfirms: Story = {
  args: {
    showOnMount: 0,
    type: 'error',
    dialog: true,
    message: 'Biztosan törli az önéletrajzát?',
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Értesítés megjelenítése' }),
    );
    const region = await screen.findByRole('region', { name: /\(F8\)/ });
    await userEvent.click(await within(region).findByRole('button', { name: confirmName }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Biztosan törli az önéletrajzát?')).toBeNull());
  },
};

export const Playground: Story = { tags: ['!visual'], args: { showOnMount: 0 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone';
import { bytesPerMegabyte } from './fileDropzoneOptions';

const cv = { name: 'Kovács Éva – önéletrajz (2025).pdf', size: Math.round(1.4 * bytesPerMegabyte) };

function pdf(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/**
 * Drags files over the zone and optionally drops them, as a browser does (real DataTransfer). The
 * drop waits until the zone shows the drag, as a person's hand would: react-dropzone reads the
 * dragged files asynchronously, and a drop racing ahead of that read would be undone by it.
 */
async function drag(zone: HTMLElement, files: File[], drop: boolean) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
  zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-over'));
  if (drop) {
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
  }
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The dropzone has no file input');
  return input;
}

const anyLocale = {
  tooLarge:
    /A fájl mérete legfeljebb 3 MB lehet\.|The file may not be greater than 3 MB\.|Fișierul nu poate depăși 3 MB\./,
  wrongType: /Csak PDF formátumú|Only PDF files|Sunt acceptate doar fișiere PDF/,
  dragOver: /Engedd el a fájlt|Drop the file|Eliberează fișierul/,
  replace: /^(Csere|Replace|Înlocuiește)$/,
  remove: /^(Eltávolítás|Remove|Elimină)$/,
};

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  args: {
    label: 'Önéletrajz',
    accept: { 'application/pdf': ['.pdf'] },
    maxSize: 3 * bytesPerMegabyte,
    multiple: false,
    required: false,
    disabled: false,
    onFileAccepted: fn(),
    onFileRejected: fn(),
    onRemove: fn(),
  },
  argTypes: {
    progress: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DropzoneIdle: Story = {
  args: { label: 'CV (curriculum vitae)', hint: 'Încărcați cel mai recent CV.' },
};

export const WithHint: Story = {
  args: { hint: 'A jelentkezéshez nem kötelező, de a munkáltatók 3× gyakrabban válaszolnak.' },
};

export const WithError: Story = {
  args: { error: 'A feltöltés nem sikerült, kérjük, próbálja újra.' },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true } };

export const WithValue: Story = { args: { file: cv } };

export const DropzoneDragOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByRole('button', { name: /^Önéletrajz / });
    await drag(zone, [pdf('önéletrajz.pdf', 1024)], false);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-over'));
    await expect(within(zone).getByText(anyLocale.dragOver)).toBeInTheDocument();
  },
};

export const DropzoneUploading: Story = { args: { file: cv, progress: 42 } };

export const DropzoneDone: Story = { args: { file: cv, progress: 100 } };

export const DropzoneRejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: /^Önéletrajz / });
    await drag(zone, [new File(['x'], 'fotó.png', { type: 'image/png' })], true);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(anyLocale.wrongType);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'rejected'));
  },
};

export const PhotoWithTwoMegabyteLimit: Story = {
  args: {
    label: 'Profilfotó',
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
    maxSize: 2 * bytesPerMegabyte,
  },
};

export const DropzoneRejectsLargePdf: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      pdf('önéletrajz.pdf', 3 * bytesPerMegabyte + 1),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(anyLocale.tooLarge);
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
    await expect(args.onFileRejected).toHaveBeenCalledTimes(1);
  },
};

export const DropzoneRejectsWrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: /^Önéletrajz / });
    await drag(
      zone,
      [
        new File(['docx'], 'Popescu Ioana — CV.docx', {
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
      ],
      true,
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(anyLocale.wrongType);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'rejected'));
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
  },
};

export const DropzoneAcceptsPdf: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = pdf('Popescu Ioana — inginer șef de șantier.pdf', 800 * 1024);
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onFileAccepted).toHaveBeenCalledWith(file));
    await expect(
      canvas.getByText('Popescu Ioana — inginer șef de șantier.pdf'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: anyLocale.replace })).toBeInTheDocument();
  },
};

export const DropzoneRemoveAndReplace: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf('első-önéletrajz.pdf', 2048));
    await userEvent.click(await canvas.findByRole('button', { name: anyLocale.remove }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    const zone = canvas.getByRole('button', { name: /^Önéletrajz / });
    await expect(zone).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), pdf('második-önéletrajz.pdf', 4096));
    await expect(await canvas.findByText('második-önéletrajz.pdf')).toBeInTheDocument();
    await expect(canvas.queryByText('első-önéletrajz.pdf')).toBeNull();
  },
};

export const KeyboardOpensFileDialog: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByRole('button', { name: /^Önéletrajz / });
    await userEvent.tab();
    await expect(zone).toHaveFocus();
  },
};

export const Playground: Story = { tags: ['!visual'] };

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { type DropzoneFile, FileDropzone } from './FileDropzone';
import { bytesPerMegabyte } from './fileDropzoneOptions';

const pdfOnly = { 'application/pdf': ['.pdf'] };
const threeMegabytes = 3 * bytesPerMegabyte;

function pdf(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** The hidden native input the dropzone opens; uploads go through it as a file dialog would. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** What a browser hands over when files are dragged: react-dropzone reads the items. */
function dataTransferOf(files: File[]) {
  return {
    types: ['Files'],
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
  };
}

// The file dialog would grey out other types; the tests hand them over anyway, as a drop can.
const user = () => userEvent.setup({ applyAccept: false });

function Uploader({ onFileAccepted }: { onFileAccepted: (file: File) => void }) {
  const [file, setFile] = useState<DropzoneFile | null>({
    name: 'régi-önéletrajz.pdf',
    size: 1024,
  });
  return (
    <FileDropzone
      label="Önéletrajz"
      accept={pdfOnly}
      maxSize={threeMegabytes}
      file={file}
      onFileAccepted={(accepted) => {
        setFile(accepted);
        onFileAccepted(accepted);
      }}
      onRemove={() => setFile(null)}
    />
  );
}

describe('FileDropzone', () => {
  it('is a focusable button-like zone named by its label, telling formats and size', () => {
    renderWithUi(
      <FileDropzone
        label="Önéletrajz (CV)"
        hint="Legfrissebb"
        accept={pdfOnly}
        maxSize={threeMegabytes}
      />,
    );
    const zone = screen.getByRole('button', {
      name: 'Önéletrajz (CV) Drag a file here or choose one Accepted formats: PDF Maximum size: 3 MB Choose file',
    });
    expect(zone).toHaveAttribute('tabindex', '0');
    expect(zone).toHaveAttribute('data-state', 'idle');
    expect(zone).toHaveAccessibleDescription('Legfrissebb');
  });

  it('DropzoneRejectsLargePdf: says exactly that the file may not be greater than 3 MB', async () => {
    const onFileAccepted = vi.fn();
    const onFileRejected = vi.fn();
    renderWithUi(
      <FileDropzone
        label="Önéletrajz"
        accept={pdfOnly}
        maxSize={threeMegabytes}
        onFileAccepted={onFileAccepted}
        onFileRejected={onFileRejected}
      />,
    );
    await user().upload(fileInput(), pdf('cv.pdf', threeMegabytes + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file may not be greater than 3 MB.',
    );
    expect(onFileAccepted).not.toHaveBeenCalled();
    expect(onFileRejected).toHaveBeenCalledWith(
      'The file may not be greater than 3 MB.',
      expect.any(Array),
    );
    const zone = screen.getByRole('button', { name: /^Önéletrajz / });
    expect(zone).toHaveAttribute('data-state', 'rejected');
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a wrong type with the accepted formats, in the chrome language', async () => {
    renderWithUi(
      <FileDropzone
        label="Önéletrajz"
        accept={{ 'application/pdf': ['.pdf'], 'application/msword': ['.doc'] }}
      />,
      { provider: { locale: 'hu' } },
    );
    await user().upload(fileInput(), new File(['x'], 'fotó.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Csak PDF vagy DOC formátumú fájl tölthető fel.',
    );
  });

  it('takes the first of several dropped files and says only one can be uploaded', async () => {
    const onFileAccepted = vi.fn();
    renderWithUi(<FileDropzone label="CV" accept={pdfOnly} onFileAccepted={onFileAccepted} />);
    // A file dialog of a single-file input cannot return two files; a drop can.
    fireEvent.drop(screen.getByRole('button', { name: /^CV / }), {
      dataTransfer: dataTransferOf([pdf('a.pdf', 10), pdf('b.pdf', 10)]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only one file can be uploaded.');
    expect(onFileAccepted).toHaveBeenCalledTimes(1);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });

  it('lets the consumer error override the library reason', async () => {
    renderWithUi(
      <FileDropzone
        label="CV"
        accept={pdfOnly}
        maxSize={threeMegabytes}
        error="A feltöltött fájl sérült."
      />,
    );
    await user().upload(fileInput(), pdf('cv.pdf', threeMegabytes * 2));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('A feltöltött fájl sérült.'),
    );
    expect(screen.queryByText(/may not be greater/)).toBeNull();
  });

  it('reports an accepted file and shows it with name, size, Replace and Remove', async () => {
    const onFileAccepted = vi.fn();
    renderWithUi(
      <FileDropzone
        label="CV"
        accept={pdfOnly}
        maxSize={threeMegabytes}
        onFileAccepted={onFileAccepted}
      />,
    );
    const file = pdf('Kovács Éva önéletrajz.pdf', Math.round(1.5 * bytesPerMegabyte));
    await user().upload(fileInput(), file);
    await waitFor(() => expect(onFileAccepted).toHaveBeenCalledWith(file));
    expect(screen.getByText('Kovács Éva önéletrajz.pdf')).toBeInTheDocument();
    expect(screen.getByText(/1\.5 MB · Uploaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace' })).toHaveAccessibleDescription(
      'Kovács Éva önéletrajz.pdf',
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the file, calls onRemove and returns focus to the zone', async () => {
    const onFileAccepted = vi.fn();
    renderWithUi(<Uploader onFileAccepted={onFileAccepted} />);
    expect(screen.getByText('régi-önéletrajz.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('régi-önéletrajz.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: /^Önéletrajz / })).toHaveFocus();
  });

  it('replaces the file through the file dialog', async () => {
    const onFileAccepted = vi.fn();
    renderWithUi(<Uploader onFileAccepted={onFileAccepted} />);
    const click = vi.spyOn(fileInput(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(click).toHaveBeenCalled();
    const newer = pdf('új-önéletrajz.pdf', 2048);
    await user().upload(fileInput(), newer);
    await waitFor(() => expect(onFileAccepted).toHaveBeenCalledWith(newer));
    expect(screen.getByText('új-önéletrajz.pdf')).toBeInTheDocument();
  });

  it('opens the file dialog with Enter and Space on the zone', async () => {
    renderWithUi(<FileDropzone label="CV" accept={pdfOnly} />);
    const click = vi.spyOn(fileInput(), 'click');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^CV / })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('shows upload progress as a progressbar', () => {
    renderWithUi(
      <FileDropzone
        label="CV"
        file={{ name: 'cv.pdf', size: 2 * bytesPerMegabyte }}
        progress={42}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading…' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42% uploaded');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('shows the drag-over state while files are dragged over it', async () => {
    renderWithUi(<FileDropzone label="CV" accept={pdfOnly} />);
    const zone = screen.getByRole('button', { name: /^CV / });
    fireEvent.dragEnter(zone, { dataTransfer: dataTransferOf([pdf('cv.pdf', 10)]) });
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-over'));
    expect(screen.getByText('Drop the file to upload it')).toBeInTheDocument();
  });

  it('is disabled: not focusable and marked so', () => {
    renderWithUi(<FileDropzone label="CV" disabled />);
    const zone = screen.getByRole('button', { name: /^CV / });
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    expect(zone).not.toHaveAttribute('tabindex');
  });

  it('takes per-instance chrome strings and forwards its ref to the file input', () => {
    let node: HTMLInputElement | null = null;
    renderWithUi(
      <FileDropzone
        label="Fotó"
        strings={{ dropzoneHint: 'Húzd ide a fotódat' }}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(screen.getByText('Húzd ide a fotódat')).toBeInTheDocument();
    expect(node).toBe(fileInput());
  });
});

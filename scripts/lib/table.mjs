// Printing for the benchmarks: Markdown tables (so a run can be pasted into an issue) and the
// small formatters their cells use.
import { KiB } from './page-bytes.mjs';

export const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
/** Milliseconds; null (no such answer in the run) as a dash. */
export const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);
export const met = (ok) => (ok ? 'met' : 'NO');

/** A Markdown table under `title`; a note (if any) is printed below it. */
export function printTable(title, header, rows, note) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  if (note) console.log(`\n${note}`);
}

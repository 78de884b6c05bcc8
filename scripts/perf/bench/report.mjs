// Tables for scripts/perf/bench.mjs: one description of each table, drawn as aligned text (stdout) and as
// Markdown (test/results/bench.md, ready to paste into docs/performance.md).

export const LABELS = {
  nl: 'nl-components',
  govuk: 'govuk-frontend',
  'govuk-accordion-only': 'govuk-frontend, Accordion only',
  shoelace: 'Shoelace sl-details',
  native: 'native <details>',
  cookieconsent: 'vanilla-cookieconsent',
  lite: 'lite-youtube-embed',
};

export const PAGE_LABELS = {
  accordion: 'accordion (50 items)',
  cookie: 'cookie bar',
  video: 'video',
  all: 'every tag (27)',
};

/** The median of the finite values (undefined for none). */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
export const round1 = (value) => (value === undefined ? undefined : Math.round(value * 10) / 10);

export const kb = (bytes) => (bytes === 0 ? '0' : `${(bytes / 1024).toFixed(1)} KB`);
export const ms = (value) => (value === undefined || value === null ? '—' : `${Math.round(value)} ms`);
export const ratio = (a, b) => (a === undefined || b === undefined || !b ? '—' : `${(a / b).toFixed(2)}×`);

/** A table: {title, columns: [{name, align: 'left'|'right'}], rows: [[cell, …]], notes: [text]}. */
export function toText(table) {
  const widths = table.columns.map((column, i) => Math.max(column.name.length, ...table.rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (table.columns[i].align === 'left' ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    table.title,
    line(table.columns.map((column) => column.name)),
    line(widths.map((width) => '-'.repeat(width))),
    ...table.rows.map(line),
    ...(table.notes ?? []).map((note) => `  ${note}`),
  ].join('\n');
}

const escapeMarkdown = (text) => String(text).replace(/\|/g, '\\|').replace(/</g, '&lt;');

export function toMarkdown(table) {
  return [
    `#### ${table.title}`,
    '',
    `| ${table.columns.map((column) => escapeMarkdown(column.name)).join(' | ')} |`,
    `|${table.columns.map((column) => (column.align === 'left' ? '---' : '---:')).join('|')}|`,
    ...table.rows.map((row) => `| ${row.map(escapeMarkdown).join(' | ')} |`),
    ...((table.notes ?? []).length ? ['', ...table.notes.map(escapeMarkdown)] : []),
  ].join('\n');
}

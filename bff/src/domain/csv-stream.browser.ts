import { type CsvExport, csvFileName, csvRows } from '@tix/contract/domain/csv-exports';
import type { FastifyReply } from 'fastify';
import { attachment } from '../lib/attachment.ts';

// Browser twin of csv-stream.ts (mock mode, mocks/src/msw/browser-twins.ts): the same rows and file
// name, written as one string instead of a Node stream; cells quoted by hand, as papaparse would.

const NEWLINE = '\r\n';
const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function sendCsv<T>(reply: FastifyReply, spec: CsvExport<T>, items: readonly T[], eventId?: string) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(csvFileName(spec, eventId)))
    .header('cache-control', 'private, no-store');
  const rows = csvRows(spec, items).map((row) => row.map(cell).join(','));
  return `\uFEFF${rows.join(NEWLINE)}${NEWLINE}`;
}

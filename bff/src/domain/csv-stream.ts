import { Readable } from 'node:stream';
import { type CsvExport, csvFileName, csvRows } from '@tix/contract/domain/csv-exports';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { attachment } from '../lib/attachment.ts';

// A CSV export as a streamed text/csv download (issue 28). The rows are written in batches so a
// long list goes out as it is written instead of as one string; papaparse quotes what needs it,
// csvRows (contract) neutralises formula-like cells. A byte-order mark first: spreadsheets then
// read the file as UTF-8 (accented names stay whole).

const BATCH = 500;
const NEWLINE = '\r\n';

function* chunks(rows: readonly (string | number)[][]): Generator<string> {
  yield '\uFEFF';
  for (let at = 0; at < rows.length; at += BATCH) {
    yield Papa.unparse(rows.slice(at, at + BATCH), { newline: NEWLINE }) + NEWLINE;
  }
}

/** Sets the download's headers and answers the stream of `items` as `spec` writes them. */
export function sendCsv<T>(reply: FastifyReply, spec: CsvExport<T>, items: readonly T[], eventId?: string) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(csvFileName(spec, eventId)))
    .header('cache-control', 'private, no-store');
  return Readable.from(chunks(csvRows(spec, items)), { objectMode: false });
}

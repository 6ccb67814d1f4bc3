import { IMPORT_ROWS_MAX } from '@tm/domain/transfer/task-import.schema';
import { parse } from 'csv-parse/sync';
import { DomainError } from '../../../errors/domain-error.ts';
import type { CsvData } from './import-data.ts';

const invalid = (message: string) =>
  new DomainError('validation', 'IMPORT_FILE_INVALID', message, [{ path: 'file', message }]);

/**
 * Reads a CSV (RFC 4180: quoted cells may hold commas, quotes and newlines), with or
 * without a UTF-8 byte order mark, separated by commas or semicolons (as spreadsheets
 * in French or Dutch write them). The first record is the header. A record the
 * parser cannot read is kept as a broken row with its reason, not a refusal.
 */
export function readCsv(text: string): CsvData {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const broken: CsvData['broken'] = [];
  let rows: string[][];
  try {
    rows = parse(body, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err) => {
        // The row after the records read so far (the header is not a row); the message names the line.
        if (err) broken.push({ row: Math.max(1, Number(err.records ?? 1)), reason: err.message });
      },
    }) as string[][];
  } catch (err) {
    throw invalid(`Not a readable CSV file: ${(err as Error).message}`);
  }
  const [header, ...data] = rows;
  if (!header || header.every((h) => h.trim() === '')) throw invalid('The CSV file has no header row');
  if (data.length + broken.length > IMPORT_ROWS_MAX) {
    throw new DomainError(
      'validation',
      'IMPORT_TOO_MANY_ROWS',
      `At most ${IMPORT_ROWS_MAX} rows per import`,
      [{ path: 'file', message: 'IMPORT_TOO_MANY_ROWS' }],
    );
  }
  const headers = header.map((h, i) => h.trim() || `column ${i + 1}`);
  return {
    kind: 'csv',
    headers,
    records: data.map((cells, i) => ({ row: i + 1, cells: headers.map((_, c) => cells[c] ?? '') })),
    broken,
  };
}

import {
  IMPORT_CELLS_MAX,
  IMPORT_COLUMNS_MAX,
  IMPORT_ROWS_MAX,
} from '@tm/domain/transfer/task-import.schema';
import { parse } from 'csv-parse/sync';
import { DomainError } from '../../../errors/domain-error.ts';
import type { CsvData } from './import-data.ts';
import { LONE_SURROGATE, storable, textInvalid } from './import-text.ts';

const invalid = (message: string) =>
  new DomainError('validation', 'IMPORT_FILE_INVALID', message, [{ path: 'file', message }]);
const tooMany = (
  code: 'IMPORT_TOO_MANY_ROWS' | 'IMPORT_TOO_MANY_COLUMNS' | 'IMPORT_TOO_MANY_CELLS',
  message: string,
) => new DomainError('validation', code, message, [{ path: 'file', message: code }]);

/**
 * Reads a CSV (RFC 4180: quoted cells may hold commas, quotes and newlines), with or
 * without a UTF-8 byte order mark, separated by commas or semicolons (as spreadsheets
 * in French or Dutch write them). The first record is the header. A record the
 * parser cannot read is kept as a broken row with its reason, not a refusal.
 */
export function readCsv(text: string): CsvData {
  const body = text.replace(/^\uFEFF/, '');
  // The parser reads UTF-8 bytes, in which a lone surrogate becomes U+FFFD unseen: found first, by its line.
  const lone = LONE_SURROGATE.exec(body);
  if (lone) throw textInvalid(`line ${body.slice(0, lone.index).split('\n').length}`);
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const broken: CsvData['broken'] = [];
  let rows: string[][];
  // Counted as records are read, before any is padded to the header's width: the
  // cells a record will take (the header's width, or its own if wider) decide.
  let width = 0;
  let cells = 0;
  let read = 0;
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
      on_record: (record: string[]) => {
        const row = read++;
        if (record.length > IMPORT_COLUMNS_MAX) {
          throw tooMany('IMPORT_TOO_MANY_COLUMNS', `At most ${IMPORT_COLUMNS_MAX} columns per import`);
        }
        if (row === 0) width = record.length;
        if (row + broken.length > IMPORT_ROWS_MAX) {
          throw tooMany('IMPORT_TOO_MANY_ROWS', `At most ${IMPORT_ROWS_MAX} rows per import`);
        }
        cells += Math.max(width, record.length);
        if (cells > IMPORT_CELLS_MAX) {
          throw tooMany(
            'IMPORT_TOO_MANY_CELLS',
            `At most ${IMPORT_CELLS_MAX} cells (rows × columns) per import`,
          );
        }
        for (const cell of record)
          if (!storable(cell)) throw textInvalid(row === 0 ? 'the header row' : `row ${row}`);
        return record;
      },
    }) as string[][];
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw invalid(`Not a readable CSV file: ${(err as Error).message}`);
  }
  const [header, ...data] = rows;
  if (!header || header.every((h) => h.trim() === '')) throw invalid('The CSV file has no header row');
  if (data.length + broken.length > IMPORT_ROWS_MAX) {
    throw tooMany('IMPORT_TOO_MANY_ROWS', `At most ${IMPORT_ROWS_MAX} rows per import`);
  }
  const headers = header.map((h, i) => h.trim() || `column ${i + 1}`);
  return {
    kind: 'csv',
    headers,
    records: data.map((cells, i) => ({ row: i + 1, cells: headers.map((_, c) => cells[c] ?? '') })),
    broken,
  };
}

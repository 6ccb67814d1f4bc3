/**
 * SQL for a timestamptz column as ISO 8601 UTC with milliseconds (the wire format),
 * formatted by the database so no driver type parser or Date is involved per row.
 */
export const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * CSV as RFC 4180 says: CRLF between records, a field quoted when it holds a comma, a quote or
 * a line break, quotes inside doubled.
 */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * Spreadsheets run a cell starting with = + - @ (or a tab/CR) as a formula; a form field could
 * carry one ("CSV injection"). Such cells get a leading apostrophe, except plain phone-like
 * numbers ("+1 949 555 0148"), which would only be computed as a harmless number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_LIKE = /^[+-]?[\d\s().-]+$/;

export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PHONE_LIKE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

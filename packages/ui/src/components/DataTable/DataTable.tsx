import { useId, type ReactNode } from 'react';
import * as styles from './DataTable.css.js';
import { cx } from '../../utils/cx.js';

export interface DataTableRow {
  /** Tells the row apart from the others (React's key). */
  key: string;
  /** The row's cells; the first is the row's header (a `th` for the cells beside it). */
  cells: readonly ReactNode[];
}

export interface DataTableProps {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly DataTableRow[];
  /** How each column's cells align: figures at the end. Default: every column at the start. */
  align?: readonly ('start' | 'end')[];
  /** What the figures are and are not, in small print under the table (its source, how it is counted). */
  note?: ReactNode;
}

/**
 * A table of figures or facts, its caption naming it: the header row and each row's first cell are
 * headers for the cells they head. More than three columns scroll sideways on a narrow screen (the
 * scrolling region is named by the caption and takes focus, so keyboards scroll it too).
 */
export function DataTable({ caption, columns, rows, align = [], note }: DataTableProps) {
  const captionId = useId();
  const alignOf = (index: number) => (align[index] === 'end' ? styles.align.end : undefined);
  const table = (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={cx(styles.table, columns.length > 3 && styles.wide)}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={cx(styles.headerCell, alignOf(index))}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={styles.rowHeader}>
                    {value}
                  </th>
                ) : (
                  <td key={index} className={cx(styles.cell, alignOf(index))}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (note === undefined) return table;
  return (
    <>
      {table}
      <p className={styles.note}>{note}</p>
    </>
  );
}

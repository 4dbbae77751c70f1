import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and money: right-aligned, tabular figures. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row just created or changed: highlighted where the user lands (issue 28). */
  highlightKey?: string | null;
}

/**
 * The design language's table: columns on wide screens; at 768 px or less each row becomes a
 * card whose cells carry their column's name, so nothing scrolls sideways.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, highlightKey = null }: DataTableProps<T>) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? styles.numeric : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={highlightKey !== null && rowKey(row) === highlightKey ? styles.highlight : undefined}
            data-highlight={highlightKey !== null && rowKey(row) === highlightKey ? '' : undefined}
          >
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { ReactNode } from 'react';
import { Table, TBody, Td, Th, THead, Tr } from '../../../ui/Table';

/** One column of a report's table: its heading (also each card cell's label on a phone) and how a row fills it. */
export interface FigureColumn<Row> {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * The table under a report's chart: the chart's numbers for a screen reader, and for anyone who wants the figures.
 * The first column names the row (a month, a service, a helper); `collapse` is the house Table's, for narrow screens.
 */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  muted,
  collapse,
}: {
  caption: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows drawn quieter than the others (a total, "others"). */
  muted?: (row: Row) => boolean;
  collapse?: readonly number[];
}) {
  return (
    <Table caption={caption} collapse={collapse}>
      <THead>
        {columns.map((column) => (
          <Th key={column.label} $align={column.numeric ? 'right' : undefined}>
            {column.label}
          </Th>
        ))}
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={rowKey(row)} $muted={muted?.(row)}>
            {columns.map((column, index) => (
              <Td key={column.label} label={column.label} primary={index === 0} align={column.numeric ? 'right' : undefined}>
                {column.cell(row)}
              </Td>
            ))}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

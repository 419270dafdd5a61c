import { Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface SectionColumn {
  label: string;
  align?: 'left' | 'right';
  /** Keeps the header on one line. */
  nowrap?: boolean;
  maxWidth?: number;
}

interface SectionTableProps {
  /** The section's heading, which also names the table. */
  title: string;
  headingLevel?: 'h2' | 'h3';
  columns: readonly SectionColumn[];
  /** Beside the heading, at its end: an action on the whole list. */
  action?: ReactNode;
  /** Between the heading and the table. */
  intro?: ReactNode;
  /** Shown across the table while it has no rows; nothing when absent. */
  empty?: ReactNode;
  rowCount: number;
  /** Under the table: its paging. */
  footer?: ReactNode;
  /** The rows, each a `TableRow` with one cell per column. */
  children: ReactNode;
}

/** One cell across the table, for what stands in for its rows. */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center' }}>
        {/* An element, so that a narrow screen keeps it in the table's visible part (the theme). */}
        <div>{children}</div>
      </TableCell>
    </TableRow>
  );
}

/** A titled section of a screen holding a compact table: a heading, the header row, the rows or a message. */
export function SectionTable({ title, headingLevel = 'h2', columns, action, intro, empty, rowCount, footer, children }: SectionTableProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ px: 2, pt: 2, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={titleId} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {intro}
      {/* Reachable from the keyboard, so that a table wider than the screen can be scrolled without a mouse. */}
      <TableContainer tabIndex={0} role="group" aria-labelledby={titleId}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.align ?? 'left'}
                  sx={{ fontWeight: 600, ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}), ...(column.maxWidth ? { maxWidth: column.maxWidth } : {}) }}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rowCount === 0 && empty !== undefined && <MessageRow columns={columns.length}>{empty}</MessageRow>}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}

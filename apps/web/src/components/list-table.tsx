import { IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface ListTableProps {
  /** The table's accessible name. */
  label: string;
  /** Header texts, in column order. */
  columns: readonly string[];
  /** Header of a last, right-aligned actions column; none without it. */
  actions?: string | undefined;
  /** Shown across the table when it has no rows. */
  empty: string;
  rowCount: number;
  /** The rows, each a `TableRow` with one cell per column (and one for the actions). */
  children: ReactNode;
}

/**
 * The texts of a feature's list table from its namespace: `list.label`, `list.empty` and
 * `list.columns.<column>` (with `list.columns.actions` when rows have actions).
 */
export function listTexts(t: TFunction, columns: readonly string[], withActions: boolean) {
  return {
    label: t('list.label'),
    columns: columns.map((column) => t(`list.columns.${column}`)),
    actions: withActions ? t('list.columns.actions') : undefined,
    empty: t('list.empty'),
  };
}

/** A short list shown whole: header, rows, and a message when there are none. */
export function ListTable({ label, columns, actions, empty, rowCount, children }: ListTableProps) {
  return (
    // Reachable from the keyboard, so that a table wider than the screen can be scrolled without a
    // mouse even when no row holds a control (an empty list, or rows without actions).
    <TableContainer component={Paper} tabIndex={0} role="group" aria-label={label} sx={{ border: 1, borderColor: 'divider' }}>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {actions}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rowCount === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + (actions ? 1 : 0)} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                <div>{empty}</div>
              </TableCell>
            </TableRow>
          )}
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The actions cell of a row holding one link, an icon with a tooltip and its own accessible name. */
export function RowLinkAction({ to, title, label, icon }: { to: string; title: string; label: string; icon: ReactNode }) {
  return (
    <TableCell align="right" sx={{ py: 0.5 }}>
      <Tooltip title={title}>
        <IconButton component={RouterLink} to={to} aria-label={label}>
          {icon}
        </IconButton>
      </Tooltip>
    </TableCell>
  );
}

import type { ConnectedSupplier } from '@connector/contracts';
import { TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { STICKY_ACTIONS } from '../table/sort-head.tsx';
import { AlertCell } from './alert-cell.tsx';
import type { AlertColumns } from './connected-columns.ts';

interface ConnectedRowProps {
  supplier: ConnectedSupplier;
  alerts: AlertColumns;
  actions: ReactNode;
}

/** A connected supplier: BvD ID, name, Ariba id, the alerts the application shows (SUP-21), its actions. */
export function ConnectedRow({ supplier, alerts, actions }: ConnectedRowProps) {
  return (
    <TableRow hover>
      <TableCell sx={{ fontFamily: 'monospace' }}>{supplier.bvdId}</TableCell>
      <TableCell>{supplier.supplierName}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{supplier.supplierId}</TableCell>
      {alerts.compliance && (
        <TableCell>
          <AlertCell count={supplier.counter} label={supplier.scoreLabel} />
        </TableCell>
      )}
      {alerts.supplyChain && (
        <TableCell>
          <AlertCell count={supplier.counterSCC} label={supplier.scoreLabelSCC} />
        </TableCell>
      )}
      {/* Five actions and two alert columns outgrow a laptop's width: the actions stay in view there. */}
      <TableCell align="right" sx={[{ py: 0.25 }, STICKY_ACTIONS]}>
        {actions}
      </TableCell>
    </TableRow>
  );
}

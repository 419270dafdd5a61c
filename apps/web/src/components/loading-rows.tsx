import { Skeleton, TableBody, TableCell, TableRow } from '@mui/material';

/** A table body of placeholder rows while its page loads, marked busy for screen readers. */
export function LoadingRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <TableBody aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <TableRow key={i}>
          {Array.from({ length: columns }, (_, j) => (
            <TableCell key={j}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

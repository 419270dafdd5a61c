import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a description list (`<dl>`): a supplier's or a request's facts in a dialog. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

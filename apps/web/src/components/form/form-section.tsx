import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled group of fields laid out in two columns on wide screens. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 2.5 }}>
        {children}
      </Box>
    </Box>
  );
}

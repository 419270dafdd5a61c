import { Box } from '@mui/material';
import { ApplicationSelector } from '../../features/applications/index.ts';

/**
 * The application the console works on: chosen, stored and restored by the applications feature.
 * On a narrow screen it takes the room the top bar has left instead of its usual width.
 */
export function ApplicationSelect() {
  return (
    <Box sx={{ minWidth: 0, flex: { xs: '1 1 auto', md: '0 1 auto' }, '& .MuiFormControl-root': { minWidth: { xs: 0, md: 240 }, width: '100%' } }}>
      <ApplicationSelector />
    </Box>
  );
}

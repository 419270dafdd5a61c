import { Box, CircularProgress, Stack, Typography } from '@mui/material';

/** A full-window wait with its reason spelt out (`Signing out`). */
export function ProgressPage({ message }: { message: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress aria-hidden />
        <Typography variant="h6" component="p">
          {message}
        </Typography>
      </Stack>
    </Box>
  );
}

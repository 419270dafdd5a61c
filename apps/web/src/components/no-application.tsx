import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { Paper, Stack, Typography } from '@mui/material';

/** What a screen that works on the application chosen in the top bar shows before one is chosen. */
export function NoApplication({ title, hint }: { title: string; hint: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AppsOutlined color="action" fontSize="large" />
        <div>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}

import type { AppListEntry } from '@connector/contracts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface AppListPanelProps {
  apps: readonly AppListEntry[] | undefined;
  loading: boolean;
  selected: string | null;
  creating: boolean;
  onSelect: (entry: AppListEntry) => void;
  onCreate: () => void;
}

/** Application List (APP-4): each app with its type, and Create new app. */
export function AppListPanel({ apps, loading, selected, creating, onSelect, onCreate }: AppListPanelProps) {
  const { t } = useTranslation('applications');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="app-list-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="app-list-title" component="h2" variant="h6">
          {t('list.title')}
        </Typography>
        <Button variant="contained" size="small" startIcon={<AddOutlined />} onClick={onCreate} disabled={creating}>
          {t('list.create')}
        </Button>
      </Stack>
      {loading ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : apps && apps.length > 0 ? (
        <List aria-labelledby="app-list-title" disablePadding>
          {apps.map((entry) => (
            <ListItem key={entry.value} disablePadding>
              <ListItemButton
                selected={!creating && entry.value === selected}
                aria-current={!creating && entry.value === selected ? 'true' : undefined}
                onClick={() => onSelect(entry)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={entry.label} secondary={t('list.type', { type: t(`types.${entry.type}`) })} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
          <AppsOutlined sx={{ fontSize: 40, mb: 1 }} aria-hidden />
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary' }}>
            {t('list.emptyTitle')}
          </Typography>
          <Typography variant="body2">{t('list.emptyHint')}</Typography>
        </Box>
      )}
    </Paper>
  );
}

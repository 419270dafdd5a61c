import { APP_MESSAGES } from '@connector/contracts';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApps } from '../api/list-apps.ts';
import { failureText } from '../lib/error-text.ts';
import { useSelectApplication } from '../hooks/use-select-application.ts';
import { useSelectedApplication } from '../hooks/use-selected-application.ts';
import { AppListPanel } from './app-list-panel.tsx';
import { CreateAppWizard } from './wizard/create-app-wizard.tsx';
import { EditAppWizard } from './wizard/edit-app-wizard.tsx';

/** `/admin/configurations` (APP-4): the application list beside the wizard. */
export default function ApplicationsScreen() {
  const { t } = useTranslation('applications');
  const apps = useApps();
  const { selected } = useSelectedApplication();
  const select = useSelectApplication();
  const [creating, setCreating] = useState(false);
  const empty = apps.isSuccess && apps.data.length === 0;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '320px 1fr' }, gap: 3, alignItems: 'start' }}>
      <AppListPanel
        apps={apps.data}
        loading={apps.isPending}
        selected={selected?.value ?? null}
        creating={creating}
        onSelect={(entry) => {
          setCreating(false);
          if (entry.value !== selected?.value) void select(entry);
        }}
        onCreate={() => setCreating(true)}
      />
      <Box sx={{ minWidth: 0 }}>
        {apps.isError ? (
          <Alert severity="error" action={<Button onClick={() => void apps.refetch()}>{t('actions.retry')}</Button>}>
            {failureText(t, apps.error, APP_MESSAGES.somethingWrong)}
          </Alert>
        ) : creating || empty ? (
          <CreateAppWizard onCreated={() => setCreating(false)} onCancel={empty ? undefined : () => setCreating(false)} />
        ) : selected ? (
          <EditAppWizard key={selected.value} appId={selected.value} />
        ) : (
          apps.isSuccess && (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
              <Typography>{t('wizard.chooseApp')}</Typography>
            </Paper>
          )
        )}
      </Box>
    </Box>
  );
}

import { MAPPING_MESSAGES, type MappingType } from '@connector/contracts';
import { Alert, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useSelectedApplication } from '../../applications/index.ts';
import { useMappingEmails } from '../api/get-mapping-emails.ts';
import { useRunMappingWriteBack } from '../api/run-mapping-write-back.ts';
import { useUpdateMappingJob } from '../api/update-mapping-job.ts';
import { useMappingToast } from '../hooks/use-mapping-toast.ts';
import { JobPanel } from './job-panel.tsx';
import { ValuesSelect } from './values-select.tsx';

/**
 * The Orbis Integration's job (MAP-19): which users hear when a write-back run ends, SAVE, and
 * `Write back now`, which writes the active mapping to every linked supplier again.
 */
export function EmailsJobPanel({ appId, mappingType }: { appId: string; mappingType: MappingType }) {
  const { t } = useTranslation('mappings');
  const toast = useMappingToast();
  const { app } = useSelectedApplication();
  const emails = useMappingEmails(appId, mappingType);
  const update = useUpdateMappingJob();
  const writeBack = useRunMappingWriteBack();
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const current = chosen ?? app?.orbisJobEmails ?? [];
  const items = useMemo(() => (emails.data ?? []).map(({ email }) => ({ value: email, label: email })), [emails.data]);

  const save = () =>
    update.mutate(
      { params: { appId, mappingType }, body: { emails: current } },
      {
        onSuccess: ({ data, message }) => {
          setChosen(data.emails ?? current);
          toast.success(message, t('job.saved'));
        },
        onError: toast.failure,
      },
    );
  const run = () =>
    writeBack.mutate(
      { params: { appId }, body: {} },
      { onSuccess: ({ message }) => toast.success(message, translateMessage(t, MAPPING_MESSAGES.writeBackQueued)), onError: toast.failure },
    );

  return (
    <JobPanel title={t('job.emailsTitle')}>
      <Stack spacing={2}>
        {emails.isError && <Alert severity="error">{translateMessage(t, emails.error.message)}</Alert>}
        <ValuesSelect label={t('job.emails')} items={items} values={current} onChange={setChosen} disabled={emails.isPending} />
        <Stack direction="row" spacing={2}>
          <Button variant="contained" disabled={update.isPending} onClick={save} aria-label={t('job.saveEmails')}>
            {t('job.save')}
          </Button>
          <Button variant="outlined" disabled={writeBack.isPending} onClick={run}>
            {t('job.writeBack')}
          </Button>
        </Stack>
      </Stack>
    </JobPanel>
  );
}

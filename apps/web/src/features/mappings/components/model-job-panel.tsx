import type { AppModel, MappingType } from '@connector/contracts';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedApplication } from '../../applications/index.ts';
import { useMappingModels } from '../api/get-mapping-models.ts';
import { useUpdateMappingJob } from '../api/update-mapping-job.ts';
import { useMappingToast } from '../hooks/use-mapping-toast.ts';
import { SELECT_MENU_PROPS } from '../lib/menu.ts';
import { JobPanel } from './job-panel.tsx';

/** The models offered: those last read, else the one saved; each id once, none empty. */
function modelChoices(read: readonly AppModel[] | undefined, saved: AppModel | null): AppModel[] {
  const seen = new Set<string>();
  return (read ?? (saved ? [saved] : [])).filter((model) => model.id !== '' && !seen.has(model.id) && (seen.add(model.id), true));
}

/**
 * The Catalyst's model (MAP-13): the one the application holds, `Refresh Models` to read the
 * product's models afresh (the answer replaces the choices; with none, only `None` is left), and
 * SAVE, which stores the model chosen.
 */
export function ModelJobPanel({ appId, mappingType }: { appId: string; mappingType: MappingType }) {
  const { t } = useTranslation('mappings');
  const toast = useMappingToast();
  const { app } = useSelectedApplication();
  const saved = (mappingType === 'supplyChainMapping' ? app?.supplyChainModel : app?.catalystModel) ?? null;
  const models = useMappingModels(appId, mappingType);
  const update = useUpdateMappingJob();
  const [chosen, setChosen] = useState<AppModel | null | undefined>(undefined);
  const current = chosen === undefined ? saved : chosen;
  const choices = modelChoices(models.data, saved);

  const refresh = async () => {
    const result = await models.refetch();
    if (result.isError) return toast.failure(result.error);
    // The answer replaces the choices: a model it no longer offers is no longer chosen.
    if (current && !(result.data ?? []).some((model) => model.id === current.id)) setChosen(null);
  };
  const save = () =>
    update.mutate(
      { params: { appId, mappingType }, body: { model: current } },
      {
        onSuccess: ({ data, message }) => {
          setChosen(data.model ?? current);
          toast.success(message, t('job.saved'));
        },
        onError: toast.failure,
      },
    );

  return (
    <JobPanel title={t('job.modelTitle')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          label={t('job.model')}
          value={current?.id ?? ''}
          onChange={(event) => setChosen(choices.find((model) => model.id === event.target.value) ?? null)}
          sx={{ minWidth: 280 }}
          // `None` is a choice like the others: shown, with the label above it, when no model is chosen.
          slotProps={{ select: { ...SELECT_MENU_PROPS, displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('job.noModel')}</MenuItem>
          {choices.map((model) => (
            <MenuItem key={model.id} value={model.id}>
              {model.Name || model.id}
            </MenuItem>
          ))}
        </TextField>
        {/* As wide while it reads as before, so SAVE beside it does not move under the pointer. */}
        <Button startIcon={<RefreshOutlined />} disabled={models.isFetching} onClick={() => void refresh()} sx={{ minWidth: 180 }}>
          {models.isFetching ? t('job.refreshing') : t('job.refresh')}
        </Button>
        <Button variant="contained" disabled={update.isPending} onClick={save} aria-label={t('job.saveModel')}>
          {t('job.save')}
        </Button>
      </Stack>
    </JobPanel>
  );
}

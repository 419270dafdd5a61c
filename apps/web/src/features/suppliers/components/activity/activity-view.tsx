import SyncIcon from '@mui/icons-material/Sync';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view.tsx';
import { useOutcomeToast } from '../../../../lib/feedback/index.ts';
import { useSupplierActivity } from '../../api/get-supplier-activity.ts';
import { useStartSupplierSync } from '../../api/start-supplier-sync.ts';
import { AssessmentsTable } from './assessments-table.tsx';
import { RefreshesTable } from './refreshes-table.tsx';
import { FailuresTable } from './failures-table.tsx';
import { ReactionsTable } from './reactions-table.tsx';
import { RunProgress } from './run-progress.tsx';
import { RunsTable } from './runs-table.tsx';
import { StateCounts } from './state-counts.tsx';

/** Supplier counts, the run going on with its progress, recent runs, the suppliers whose matching failed, follow-up work that failed, the assessments followed and the alert counter refreshes. */
export function ActivityView({ appId }: { appId: string }) {
  const { t } = useTranslation('suppliers');
  const feedback = useOutcomeToast();
  const activity = useSupplierActivity(appId);
  const sync = useStartSupplierSync();
  const running = activity.data?.runs.filter((run) => run.state === 'running') ?? [];

  const syncNow = () =>
    sync.mutate(
      { params: { appId } },
      { onSuccess: ({ message }) => feedback.success(message, t('activity.syncStarted')), onError: feedback.failure },
    );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('activity.intro')}</Typography>
        <Button
          variant="contained"
          startIcon={<SyncIcon />}
          onClick={syncNow}
          loading={sync.isPending}
          disabled={running.length > 0}
          sx={{ flexShrink: 0 }}
        >
          {running.length > 0 ? t('activity.syncRunning') : t('activity.syncNow')}
        </Button>
      </Stack>
      <QueryView query={activity}>
        {(data) => (
          <Stack spacing={3}>
            <StateCounts counts={data.counts} />
            {running.map((run) => (
              <RunProgress key={run.runId} run={run} />
            ))}
            <RunsTable runs={data.runs} />
            <FailuresTable appId={appId} failures={data.failures} />
            <ReactionsTable reactions={data.reactions} />
            <AssessmentsTable assessments={data.assessments} />
            <RefreshesTable refreshes={data.assessments.refreshes} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

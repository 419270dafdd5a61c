import { CONNECTION_ERROR, type SectionId, type SectionValues, type TestConnectionBody } from '@connector/contracts';
import CableOutlined from '@mui/icons-material/CableOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Button, Link, Stack } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/index.ts';
import { useTestAppConnection } from '../../api/test-app-connection.ts';
import { ErrorDetailsDialog } from './error-details-dialog.tsx';

type State = { status: 'idle' } | { status: 'testing' } | { status: 'connected' } | { status: 'failed'; error: unknown };

// The error icon blinks twice, every 500 ms (APP-16).
const blink = keyframes`50% { opacity: 0; }`;

interface ConnectionTestProps {
  appId: string;
  sectionId: SectionId;
  /** The section's values as they would be saved, or null when they break a rule. */
  values: () => Promise<SectionValues | null>;
  /** The General Configurations values as they stand (realm, region, URLs). */
  general: () => SectionValues | undefined;
}

/** Test connection of one section: idle, `...` while testing, Connected, or Connection Error. */
export function ConnectionTest({ appId, sectionId, values, general }: ConnectionTestProps) {
  const { t } = useTranslation('applications');
  const test = useTestAppConnection();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [detailsOpen, setDetailsOpen] = useState(false);

  async function run() {
    const fields = await values();
    if (!fields) return;
    setState({ status: 'testing' });
    const generalValues = general();
    const region = typeof generalValues?.region === 'string' ? generalValues.region : undefined;
    const body: TestConnectionBody = { parentId: sectionId, fields, ...(generalValues ? { general: generalValues } : {}), ...(region ? { region } : {}) };
    try {
      const { data } = await test.mutateAsync({ params: { appId }, body });
      setState(data.valid ? { status: 'connected' } : { status: 'failed', error: data.error ?? CONNECTION_ERROR });
    } catch (error) {
      const data = error instanceof ApiError ? (error.body as { data?: unknown } | undefined)?.data : undefined;
      setState({ status: 'failed', error: data ?? CONNECTION_ERROR });
    }
  }

  const failed = state.status === 'failed';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-live="polite">
      <Button
        variant={state.status === 'idle' || state.status === 'testing' ? 'outlined' : 'contained'}
        color={state.status === 'connected' ? 'success' : failed ? 'error' : 'primary'}
        onClick={() => void run()}
        disabled={state.status === 'testing'}
        aria-label={state.status === 'testing' ? t('connection.testing') : undefined}
        startIcon={
          state.status === 'connected' ? (
            <CheckCircleOutlined />
          ) : failed ? (
            <ErrorOutlined sx={{ animation: `${blink} 500ms step-end 2`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }} />
          ) : (
            <CableOutlined />
          )
        }
      >
        {state.status === 'testing' ? '...' : state.status === 'connected' ? t('connection.connected') : failed ? t('connection.error') : t('connection.test')}
      </Button>
      {failed && (
        <Link component="button" type="button" onClick={() => setDetailsOpen(true)}>
          {t('connection.details')}
        </Link>
      )}
      {failed && <ErrorDetailsDialog open={detailsOpen} error={state.error} onClose={() => setDetailsOpen(false)} />}
    </Stack>
  );
}

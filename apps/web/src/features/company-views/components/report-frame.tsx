import AppsOutlined from '@mui/icons-material/AppsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { BvdId, contextRenewalTime, SUPPLIER_MESSAGES } from '@connector/contracts';
import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useSelectedApplication, watchRefusedFrames } from '../../applications/index.ts';
import { useOrbisContext } from '../api/get-orbis-context.ts';
import { useRenewal } from '../hooks/use-renewal.ts';
import { orbisErrorText } from '../lib/orbis-error.ts';
import { reportSource } from '../lib/report-source.ts';
import { FrameFailed, FrameLoading, FrameNotice } from './frame-box.tsx';

/** Embedded frames are 800 px high (CMP-6). */
export const REPORT_FRAME_HEIGHT = 800;

/**
 * The report page runs its own scripts on its own origin and nothing more: no forms, popups,
 * downloads or navigation of the console's window.
 */
const SANDBOX = 'allow-scripts allow-same-origin';

interface ReportFrameProps {
  /** The company; without it, the `bvdId` of the query string. */
  bvdId?: string;
  /** 800 px unless the place gives it another, as a full-screen dialog does. */
  height?: number | string;
}

/**
 * The Orbis company report of one company (CMP-6), in a sandboxed frame, with a context of
 * the selected application's Orbis that is renewed before it expires (decision 019).
 */
export function ReportFrame({ bvdId, height = REPORT_FRAME_HEIGHT }: ReportFrameProps) {
  const { t } = useTranslation('company-views');
  const [params] = useSearchParams();
  const appId = useSelectedApplication().selected?.value ?? null;
  const company = (bvdId ?? params.get('bvdId') ?? '').trim();
  const valid = BvdId.safeParse(company);

  if (!company) {
    return (
      <FrameNotice
        height={height}
        icon={<BusinessOutlined color="action" fontSize="large" />}
        title={t('frame.noCompany')}
        hint={t('frame.noCompanyHint')}
      />
    );
  }
  if (!valid.success) return <FrameFailed height={height} message={translateMessage(t, SUPPLIER_MESSAGES.bvdIdInvalid)} />;
  if (!appId) {
    return (
      <FrameNotice
        height={height}
        icon={<AppsOutlined color="action" fontSize="large" />}
        title={t('frame.noApplication')}
        hint={t('frame.noApplicationHint')}
      />
    );
  }
  return <PageFrames key={appId} appId={appId} bvdId={valid.data} height={height} />;
}

interface FrameProps {
  appId: string;
  bvdId: string;
  height: number | string;
}

/**
 * The page's Content-Security-Policy frames the reports of every enabled application of the tenant
 * (decision 015), so a change of application needs no reload. Asked before the frame exists, the page
 * also arms its one reload for a report host that joined after it loaded.
 */
function PageFrames(props: FrameProps) {
  useState(watchRefusedFrames);
  return <ContextFrame {...props} />;
}

function ContextFrame({ appId, bvdId, height }: FrameProps) {
  const { t, i18n } = useTranslation('company-views');
  const context = useOrbisContext(appId);
  const [loaded, setLoaded] = useState<string | null>(null);
  useRenewal(context.data ? contextRenewalTime(context.data) : null, () => void context.refetch(), context.errorUpdateCount);

  if (context.isPending) return <FrameLoading height={height} />;
  if (!context.data) return <FrameFailed height={height} message={orbisErrorText(t, i18n, context.error, t('frame.unavailable'))} onRetry={() => void context.refetch()} />;
  const src = reportSource(context.data, bvdId);
  if (!src) return <FrameFailed height={height} message={t('frame.unavailable')} />;

  return (
    <Stack spacing={1}>
      {context.isError && (
        <Alert severity="warning">
          {t('frame.renewFailed')} {orbisErrorText(t, i18n, context.error, t('frame.unavailable'))}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        {loaded !== src && (
          <LinearProgress aria-label={t('frame.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1 }} />
        )}
        <Box
          component="iframe"
          title={t('frame.title', { bvdId })}
          src={src}
          sandbox={SANDBOX}
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(src)}
          sx={{ display: 'block', width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      </Box>
    </Stack>
  );
}

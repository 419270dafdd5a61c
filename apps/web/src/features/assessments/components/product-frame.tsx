import type { AssessmentProduct } from '@connector/contracts';
import { Alert, Box, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchRefusedFrames } from '../../applications/index.ts';
import { FrameFailed, REPORT_FRAME_HEIGHT } from '../../company-views/index.ts';
import { useAssessmentFrame } from '../api/get-assessment-frame.ts';
import { frameErrorText } from '../lib/frame-error.ts';
import { frameSource } from '../lib/frame-source.ts';

/**
 * The product's page runs its own scripts on its own origin and nothing more: no forms, popups,
 * downloads or navigation of the console's window (as the Orbis report frame).
 */
const SANDBOX = 'allow-scripts allow-same-origin';

interface ProductFrameProps {
  product: AssessmentProduct;
  appId: string;
  assessmentId: string;
}

/**
 * A Catalyst's own page of one assessment (ASM-11), 800 px high in a sandboxed frame, opened with
 * a context of the selected application that is asked for again before it expires. The page's
 * Content-Security-Policy frames the products of every enabled application of the tenant (decision
 * 015), so no reload is needed; a host added since the page loaded reloads it once.
 */
export function ProductFrame(props: ProductFrameProps) {
  useState(watchRefusedFrames);
  return <ContextFrame {...props} />;
}

function ContextFrame({ product, appId, assessmentId }: ProductFrameProps) {
  const { t, i18n } = useTranslation('assessments');
  const frame = useAssessmentFrame(product, appId, assessmentId);
  const [loaded, setLoaded] = useState<string | null>(null);
  const unavailable = t(`frame.unavailable.${product}`);

  if (frame.isPending) return <FrameLoading />;
  if (!frame.data) {
    return <FrameFailed height={REPORT_FRAME_HEIGHT} message={frameErrorText(t, i18n, frame.error, unavailable)} onRetry={() => void frame.refetch()} />;
  }
  const src = frameSource(frame.data);
  if (!src) return <FrameFailed height={REPORT_FRAME_HEIGHT} message={unavailable} />;

  return (
    <Stack spacing={1}>
      {frame.isError && (
        <Alert severity="warning">
          {t('frame.renewFailed')} {frameErrorText(t, i18n, frame.error, unavailable)}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        {loaded !== src && (
          <LinearProgress aria-label={t('frame.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1 }} />
        )}
        <Box
          component="iframe"
          title={t(`frame.pageTitle.${product}`, { id: assessmentId })}
          src={src}
          sandbox={SANDBOX}
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(src)}
          sx={{ display: 'block', width: '100%', height: REPORT_FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      </Box>
    </Stack>
  );
}

/** Where the page will be, at its height, while its address is asked for. */
function FrameLoading() {
  const { t } = useTranslation('assessments');
  return (
    <Box aria-busy sx={{ height: REPORT_FRAME_HEIGHT, display: 'grid', placeItems: 'center' }}>
      <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={32} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>{t('frame.loading')}</Typography>
      </Stack>
    </Box>
  );
}

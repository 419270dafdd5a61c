import { APP_MESSAGES, type AppClient } from '@connector/contracts';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useSession } from '../../../../lib/session/index.ts';
import { useGenerateAppClient } from '../../api/generate-app-client.ts';
import { useAppClient } from '../../api/get-app-client.ts';
import { useRevealAppClientSecret } from '../../api/reveal-app-client-secret.ts';
import { failureText } from '../../lib/error-text.ts';
import { useAppToast } from '../../hooks/use-app-toast.ts';
import { ClientSecretValue } from './client-secret-value.tsx';
import { RegenerateDialog } from './regenerate-dialog.tsx';

/**
 * Connector API Configurations (APP-12): where the supplier platform calls this connector
 * and with which credentials; `Not Generated` until credentials exist.
 */
export function ConnectorApiPanel({ appId }: { appId: string }) {
  const { t } = useTranslation('applications');
  const { tenantId } = useSession();
  const toast = useAppToast();
  const client = useAppClient(tenantId, appId);
  const generate = useGenerateAppClient();
  const reveal = useRevealAppClientSecret(tenantId, appId);
  // A secret just generated is shown once from the answer; later it is fetched on request.
  const [fresh, setFresh] = useState<AppClient | null>(null);
  const [confirming, setConfirming] = useState(false);
  const stored = client.data?.appClient ?? null;
  const current = fresh ?? stored;
  const notGenerated = translateMessage(t, APP_MESSAGES.notGenerated);
  const origin = window.location.origin;

  async function run() {
    setConfirming(false);
    try {
      const { data, message } = await generate.mutateAsync({ body: { tenantId, appId } });
      setFresh(data.appClient);
      toast.success(translateMessage(t, message ?? APP_MESSAGES.credentialsGenerated));
    } catch (error) {
      toast.error(failureText(t, error, APP_MESSAGES.somethingWrong));
    }
  }

  const rows: [string, ReactNode][] = [
    [t('credentials.customApiUrl'), `${origin}/api`],
    [t('credentials.oauthUrl'), current?.oauthUrl ?? notGenerated],
    [t('credentials.clientId'), current?.clientId ?? notGenerated],
    [t('credentials.clientSecret'), current ? <ClientSecretValue key={`${current.clientId}:${fresh?.clientSecret ?? ''}`} secret={fresh?.clientSecret ?? null} reveal={reveal} /> : notGenerated],
    [t('credentials.scopes'), current ? current.roles.join(' ') : notGenerated],
    [t('credentials.authUrl'), `${origin}/oidc`],
  ];

  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontFamily: value === notGenerated ? undefined : 'monospace' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" startIcon={<VpnKeyOutlined />} onClick={() => (current ? setConfirming(true) : void run())} loading={generate.isPending}>
          {t('credentials.generate')}
        </Button>
        <Button href="/api/docs" target="_blank" rel="noopener">
          {t('credentials.apiDocs')}
        </Button>
      </Stack>
      <RegenerateDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void run()} />
    </Stack>
  );
}

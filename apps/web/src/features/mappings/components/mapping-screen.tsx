import { MAPPING_MESSAGES, MAPPING_PERMISSIONS, type MappingType } from '@connector/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NoApplication } from '../../../components/no-application.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/session/index.ts';
import { useSelectedApplication } from '../../applications/index.ts';
import { isMappingType } from '../lib/mapping-types.ts';
import { MappingHeader } from './mapping-header.tsx';
import { MappingView } from './mapping-view.tsx';
import { RecordHistory } from '../../audit/index.ts';

/**
 * `/admin/mapping/{mappingType}` (MAP-1): the mapping of the type, on the application chosen in
 * the top bar. An unknown type says `no Mapping Prop` and no application `no service` (MAP-15).
 */
export default function MappingScreen() {
  const { t } = useTranslation('mappings');
  const { mappingType } = useParams();
  if (isMappingType(mappingType)) return <TypeScreen key={mappingType} mappingType={mappingType} />;
  return (
    <Stack spacing={3}>
      <MappingHeader />
      <NoApplication title={translateMessage(t, MAPPING_MESSAGES.noMappingProp)} hint={t('noType')} />
    </Stack>
  );
}

/** Each type needs its own permission (the route lets in any of them); the Catalysts share one. */
function TypeScreen({ mappingType }: { mappingType: MappingType }) {
  const { t } = useTranslation(['mappings', 'common']);
  const allowed = useCan(MAPPING_PERMISSIONS[mappingType]);
  const appId = useSelectedApplication().selected?.value ?? null;
  if (!allowed) return <StatusPage headline={t('common:forbidden.code')} message={t('common:forbidden.message')} />;
  if (appId) {
    return (
      <>
        <MappingView key={appId} appId={appId} mappingType={mappingType} />
        {/* A mapping's trail is kept per application and type: `{appId}:{mappingType}`. */}
        <RecordHistory key={`${appId}:${mappingType}`} entity="mapping" entityId={`${appId}:${mappingType}`} />
      </>
    );
  }
  return (
    <Stack spacing={3}>
      <MappingHeader />
      <NoApplication title={translateMessage(t, MAPPING_MESSAGES.noService)} hint={t('mappings:noApplication')} />
    </Stack>
  );
}

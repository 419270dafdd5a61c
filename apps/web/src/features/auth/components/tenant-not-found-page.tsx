import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page.tsx';

export function TenantNotFoundPage() {
  const { t } = useTranslation('auth');
  return <StatusPage fullScreen headline={t('tenantNotFound.code')} message={t('tenantNotFound.message')} />;
}

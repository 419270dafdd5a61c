import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status-page.tsx';

export function Forbidden() {
  const { t } = useTranslation('common');
  return <StatusPage headline={t('forbidden.code')} message={t('forbidden.message')} />;
}

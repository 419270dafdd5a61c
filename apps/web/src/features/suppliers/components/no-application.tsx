import { useTranslation } from 'react-i18next';
import { NoApplication as Notice } from '../../../components/no-application.tsx';

/** Supplier screens work on the application chosen in the top bar; before one is, they say so. */
export function NoApplication() {
  const { t } = useTranslation('suppliers');
  return <Notice title={t('noApplication.title')} hint={t('noApplication.hint')} />;
}

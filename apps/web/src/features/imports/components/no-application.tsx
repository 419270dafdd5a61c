import { useTranslation } from 'react-i18next';
import { NoApplication as Notice } from '../../../components/no-application.tsx';

/** Suppliers are imported into the application chosen in the top bar; before one is, the screen says so. */
export function NoApplication() {
  const { t } = useTranslation('imports');
  return <Notice title={t('noApplication.title')} hint={t('noApplication.hint')} />;
}

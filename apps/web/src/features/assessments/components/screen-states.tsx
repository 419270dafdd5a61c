import { SUPPLIER_MESSAGES } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { NoApplication as Notice } from '../../../components/no-application.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { translateMessage } from '../../../lib/i18n/index.ts';

/** Assessments are of an application's suppliers; before one is chosen in the top bar, the screens say so. */
export function NoApplication() {
  const { t } = useTranslation('assessments');
  return <Notice title={t('noApplication.title')} hint={t('noApplication.hint')} />;
}

/** No supplier named, or one the server does not know (404): `Supplier Not Found`. */
export function SupplierNotFound() {
  const { t } = useTranslation('assessments');
  return <NotFound message={translateMessage(t, SUPPLIER_MESSAGES.notFound)} />;
}

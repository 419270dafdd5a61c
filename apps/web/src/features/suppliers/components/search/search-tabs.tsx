import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../../lib/session/index.ts';
import { hasPermission } from '@connector/contracts';
import { SUPPLIER_PERMISSIONS, toSearchByBvdId, toSearchByCriteria, toSearchConnected } from '../../paths.ts';

const TABS = [
  { key: 'searchConnected', to: toSearchConnected },
  { key: 'searchByBvdId', to: toSearchByBvdId },
  { key: 'searchByCriteria', to: () => toSearchByCriteria() },
] as const;
export type SearchTab = (typeof TABS)[number]['key'];

/**
 * The Search screen's three tabs (SUP-8): each is a route, so switching navigates and Back
 * returns; a tab shows only to users who may open it.
 */
export function SearchTabs({ current, children }: { current: SearchTab; children: ReactNode }) {
  const { t } = useTranslation('suppliers');
  const { permissions } = useSession();
  const tabs = TABS.filter(({ key }) => hasPermission(permissions, SUPPLIER_PERMISSIONS[key]));
  return (
    <>
      <Box component="nav" aria-label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
          {tabs.map(({ key, to }) => (
            <Tab
              key={key}
              value={key}
              label={t(`tabs.${key}`)}
              component={RouterLink}
              to={to()}
              aria-current={key === current ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      {children}
    </>
  );
}

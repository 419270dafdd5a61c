import ArrowBack from '@mui/icons-material/ArrowBack';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toApplications } from '../../applications/index.ts';

/**
 * The back arrow to the Applications screen (MAP-3) and what is shown below the type's title:
 * the versions, a new version, or `Version: {n}` (MAP-7). When the view changes (Edit, Add New
 * Mapping, Save, Cancel) the focus moves to its heading, so keyboard and screen-reader users
 * start reading where the new view starts rather than from a button that is gone.
 */
export function MappingHeader({ heading }: { heading?: string }) {
  const { t } = useTranslation('mappings');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(heading);
  useEffect(() => {
    if (shown.current === heading) return;
    shown.current = heading;
    headingRef.current?.focus();
  }, [heading]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('back')}>
        <IconButton component={RouterLink} to={toApplications()} aria-label={t('back')} edge="start">
          <ArrowBack />
        </IconButton>
      </Tooltip>
      {heading && (
        <Typography ref={headingRef} component="h2" variant="h6" tabIndex={-1} sx={{ outline: 'none' }}>
          {heading}
        </Typography>
      )}
    </Stack>
  );
}

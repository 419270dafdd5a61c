import { Box, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayName, useSession } from '../../lib/session/index.ts';

/** Who is signed in: the name, and the e-mail when it differs from the name. */
export function UserName({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { user } = useSession();
  if (!user) return null;
  const name = displayName(user);
  return (
    <Box sx={{ textAlign: align, minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {name !== user.email && (
        <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
          {user.email}
        </Typography>
      )}
    </Box>
  );
}

/** The head of the narrow screen's menu drawer: what the top bar has no room for. */
export function UserIdentity() {
  const { t } = useTranslation('common');
  return (
    <>
      <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 1 }}>
        <Typography component="p" noWrap sx={{ color: 'primary.main', fontWeight: 700 }}>
          {t('productName')}
        </Typography>
        <UserName align="left" />
      </Box>
      <Divider />
    </>
  );
}

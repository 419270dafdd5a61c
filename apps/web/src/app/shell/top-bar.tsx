import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { AppBar, Box, Button, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayName, useSession } from '../../lib/session/index.ts';
import { ApplicationSelect } from './application-select.tsx';
import { useSignOut } from './use-sign-out.ts';

export function TopBar() {
  const { t } = useTranslation(['shell', 'common']);
  const { user } = useSession();
  const signOut = useSignOut();
  const name = displayName(user);
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 3 }}>
        <Typography variant="h6" component="p" noWrap sx={{ color: 'primary.main', fontWeight: 700, width: 200, flexShrink: 0 }}>
          {t('common:productName')}
        </Typography>
        <ApplicationSelect />
        <Box sx={{ flexGrow: 1 }} />
        {user && (
          <Stack sx={{ textAlign: 'right', minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            {name !== user.email && (
              <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
                {user.email}
              </Typography>
            )}
          </Stack>
        )}
        <Button variant="outlined" startIcon={<LogoutOutlined />} onClick={signOut}>
          {t('signOut')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}

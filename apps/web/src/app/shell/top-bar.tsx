import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApplicationSelect } from './application-select.tsx';
import { UserName } from './user-identity.tsx';
import { useSignOut } from './use-sign-out.ts';

/** The narrow screen's menu button and the drawer it opens. */
export interface MenuButtonProps {
  open: boolean;
  /** Id of the drawer. */
  controls: string;
  onOpen: () => void;
}

function MenuButton({ open, controls, onOpen }: MenuButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <IconButton
      edge="start"
      aria-label={t('menu.open')}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <MenuIcon />
    </IconButton>
  );
}

/**
 * The top bar. With `menu` (a narrow screen) it keeps only the menu button, the application
 * selector and Sign out, as an icon; the product and user names move into the menu drawer.
 */
export function TopBar({ menu }: { menu?: MenuButtonProps | undefined }) {
  const { t } = useTranslation(['shell', 'common']);
  const signOut = useSignOut();
  return (
    <AppBar
      position="fixed"
      // Above the permanent menu; the narrow screen's drawer covers the bar as any dialog does.
      sx={{ zIndex: (theme) => (menu ? theme.zIndex.appBar : theme.zIndex.drawer + 1), borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: menu ? 1 : 3 }}>
        {menu ? (
          <MenuButton {...menu} />
        ) : (
          <Typography variant="h6" component="p" noWrap sx={{ color: 'primary.main', fontWeight: 700, width: 200, flexShrink: 0 }}>
            {t('common:productName')}
          </Typography>
        )}
        <ApplicationSelect />
        {!menu && (
          <>
            <Box sx={{ flexGrow: 1 }} />
            <UserName />
          </>
        )}
        {menu ? (
          <Tooltip title={t('signOut')}>
            <IconButton edge="end" aria-label={t('signOut')} onClick={signOut}>
              <LogoutOutlined />
            </IconButton>
          </Tooltip>
        ) : (
          <Button variant="outlined" startIcon={<LogoutOutlined />} onClick={signOut} sx={{ flexShrink: 0 }}>
            {t('signOut')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

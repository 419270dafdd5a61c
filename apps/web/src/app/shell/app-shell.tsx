import { Box, Drawer, Toolbar } from '@mui/material';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DRAWER_WIDTH } from '../theme.ts';
import { IdleSignOut } from './idle-warning.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { UserIdentity } from './user-identity.tsx';
import { useClientWidth } from './use-client-width.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

const paperSx = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;

/**
 * The side menu below the narrow breakpoint: a drawer over the screen, opened by the top bar's
 * menu button. MUI's modal moves the focus into it, keeps it there, closes it on Escape or a
 * click outside, and gives the focus back to the menu button.
 */
function MenuDrawer({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  // Following a link closes the drawer: the screen it opens is what the person wants to see.
  useEffect(onClose, [pathname, onClose]);
  return (
    <Drawer id={id} variant="temporary" open={open} onClose={onClose} sx={paperSx}>
      <UserIdentity />
      <SideMenu />
    </Drawer>
  );
}

/** The console's frame: top bar, side menu, and the current screen. */
export function AppShell({ children }: { children?: ReactNode }) {
  useClientWidth();
  const narrow = useNarrowScreen();
  const drawerId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar menu={narrow ? { open: menuOpen, controls: drawerId, onOpen: () => setMenuOpen(true) } : undefined} />
      <IdleSignOut />
      {narrow ? (
        <MenuDrawer id={drawerId} open={menuOpen} onClose={closeMenu} />
      ) : (
        <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, ...paperSx }}>
          <Toolbar />
          <SideMenu />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}

import { Box, Drawer, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '../theme.ts';
import { IdleSignOut } from './idle-warning.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useClientWidth } from './use-client-width.ts';

/** The console's frame: top bar, side menu, and the current screen. */
export function AppShell({ children }: { children?: ReactNode }) {
  useClientWidth();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar />
      <IdleSignOut />
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <SideMenu />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}

import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { adminPath } from '../../lib/routing/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { MENU, visibleMenu, type MenuGroup, type MenuLink } from './menu.ts';
import { MenuIcon } from './menu-icons.tsx';

const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

function LinkItem({ entry, nested = false }: { entry: MenuLink; nested?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <ListItemButton
      component={NavLink}
      to={adminPath(entry.route)}
      sx={{ pl: nested ? 7 : 2, '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
    >
      {!nested && (
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <MenuIcon id={entry.id} />
        </ListItemIcon>
      )}
      <ListItemText primary={t(`menu.${entry.id}`)} />
    </ListItemButton>
  );
}

function GroupItem({ entry }: { entry: MenuGroup }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  // The group shows where the user is even while it is closed.
  const holdsCurrentPage = entry.children.some((child) => isWithin(pathname, adminPath(child.route)));
  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={open ? childrenId : undefined}
        onClick={() => setOpen((value) => !value)}
        sx={{ pl: 2, ...(holdsCurrentPage && !open ? { color: 'primary.main' } : {}) }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <MenuIcon id={entry.id} />
        </ListItemIcon>
        <ListItemText primary={t(`menu.${entry.id}`)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={childrenId} disablePadding dense>
          {entry.children.map((child) => (
            <ListItem key={child.id} disablePadding>
              <LinkItem entry={child} nested />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The side menu: only the entries the user's permissions allow (SHL-5, ROL-9). */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const { permissions } = useSession();
  const entries = visibleMenu(MENU, permissions);
  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ px: 1, py: 1 }}>
      <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {/* Each entry in its own list item, as screen readers expect of a list (WCAG 1.3.1). */}
        {entries.map((entry) => (
          <ListItem key={entry.id} disablePadding sx={{ display: 'block' }}>
            {entry.kind === 'link' ? <LinkItem entry={entry} /> : <GroupItem entry={entry} />}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

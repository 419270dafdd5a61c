import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, CircularProgress, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../../components/visually-hidden.ts';
import { useDelayedAnchor } from '../../hooks/use-delayed-anchor.ts';

/** A menu item: a link to a screen, or an action that opens a dialog (New assessment). */
export type FlaggedItem = { key: string; label: string } & ({ to: string } | { onSelect(): void });

interface FlaggedMenuProps {
  /** The button's name, said with the supplier's, and its tooltip. */
  label: string;
  title: string;
  icon: ReactNode;
  items: readonly FlaggedItem[];
  /** An icon in a table row; a button with its title as text on a page of one supplier. */
  variant?: 'icon' | 'button';
  /** How long the menu takes to open once asked for (the Catalyst menu, ASM-9); at once by default. */
  delayMs?: number;
}

/**
 * A menu of links and actions (Open Catalyst, Risk Assessments); left out when the application
 * offers none of its items. While a delayed menu is on its way the trigger shows a spinner and
 * screen readers hear `Opening…`, so the wait does not look like a dead button.
 */
export function FlaggedMenu({ label, title, icon, items, variant = 'icon', delayMs = 0 }: FlaggedMenuProps) {
  const { t } = useTranslation('suppliers');
  const menu = useDelayedAnchor(delayMs);
  const menuId = useId();
  if (items.length === 0) return null;
  const shownIcon = menu.opening ? <CircularProgress size={variant === 'button' ? 16 : 20} color="inherit" aria-hidden /> : icon;
  const trigger = {
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': menu.anchor ? true : undefined,
    'aria-controls': menu.anchor ? menuId : undefined,
    'aria-busy': menu.opening || undefined,
    onClick: (event: MouseEvent<HTMLElement>) => menu.open(event.currentTarget),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && menu.opening) menu.close();
    },
  };
  const choose = (item: FlaggedItem) => {
    menu.close();
    if ('onSelect' in item) item.onSelect();
  };
  return (
    <>
      {variant === 'button' ? (
        <Button variant="outlined" startIcon={shownIcon} endIcon={<ArrowDropDown />} {...trigger}>
          {title}
        </Button>
      ) : (
        <Tooltip title={menu.opening ? t('actions.opening') : title}>
          <IconButton {...trigger}>{shownIcon}</IconButton>
        </Tooltip>
      )}
      {delayMs > 0 && (
        <span role="status" style={visuallyHidden}>
          {menu.opening ? t('actions.openingOf', { menu: title }) : ''}
        </span>
      )}
      <Menu id={menuId} anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close}>
        {items.map((item) =>
          'to' in item ? (
            <MenuItem key={item.key} component={RouterLink} to={item.to} onClick={() => choose(item)}>
              {item.label}
            </MenuItem>
          ) : (
            <MenuItem key={item.key} aria-haspopup="dialog" onClick={() => choose(item)}>
              {item.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}

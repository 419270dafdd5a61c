import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface FlaggedItem {
  key: string;
  label: string;
  to: string;
}

interface FlaggedMenuProps {
  /** The button's name, said with the supplier's, and its tooltip. */
  label: string;
  title: string;
  icon: ReactNode;
  items: readonly FlaggedItem[];
  /** An icon in a table row; a button with its title as text on a page of one supplier. */
  variant?: 'icon' | 'button';
}

/** A menu of links (Open Catalyst, Risk Assessments); left out when the application offers none of its items. */
export function FlaggedMenu({ label, title, icon, items, variant = 'icon' }: FlaggedMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (items.length === 0) return null;
  const trigger = {
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {variant === 'button' ? (
        <Button variant="outlined" startIcon={icon} endIcon={<ArrowDropDown />} {...trigger}>
          {title}
        </Button>
      ) : (
        <Tooltip title={title}>
          <IconButton {...trigger}>{icon}</IconButton>
        </Tooltip>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem key={item.key} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

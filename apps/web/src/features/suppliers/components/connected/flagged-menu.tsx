import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
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
}

/** A row menu of links (Open Catalyst, Risk Assessments); left out when the application offers none of its items. */
export function FlaggedMenu({ label, title, icon, items }: FlaggedMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (items.length === 0) return null;
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
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

import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { User } from '@connector/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type UserAction = 'edit' | 'enable' | 'disable' | 'delete' | 'temporaryPassword';

interface UserRowMenuProps {
  user: User;
  /** The signed-in user cannot disable or delete themselves (the server refuses it too). */
  self: boolean;
  onAction(action: UserAction, user: User): void;
}

/** The actions of one row, behind one button so the table stays narrow and keyboard friendly. */
export function UserRowMenu({ user, self, onAction }: UserRowMenuProps) {
  const { t } = useTranslation('users');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  const item = (action: UserAction, icon: ReactNode, disabled = false) => (
    <MenuItem onClick={() => choose(action)} disabled={disabled}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{t(`actions.${action}`)}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <IconButton
        aria-label={t('actions.menu', { email: user.email })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {item('edit', <EditOutlinedIcon fontSize="small" />)}
        {user.enabled
          ? item('disable', <BlockIcon fontSize="small" />, self)
          : item('enable', <CheckCircleOutlineIcon fontSize="small" />)}
        {item('temporaryPassword', <KeyOutlinedIcon fontSize="small" />)}
        {item('delete', <DeleteOutlineIcon fontSize="small" color="error" />, self)}
      </Menu>
    </>
  );
}

import type { MappingVersion } from '@connector/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Button, Checkbox, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface VersionRowProps {
  version: MappingVersion;
  active: boolean;
  /** An activation is under way: no second one starts. */
  activating: boolean;
  compared: boolean;
  onEdit(): void;
  onActivate(): void;
  onCompare(): void;
}

/** One version: when it was saved, its number, Edit, the tick of the active one or ACTIVATE, and Compare. */
export function VersionRow({ version, active, activating, compared, onEdit, onActivate, onCompare }: VersionRowProps) {
  const { t, i18n } = useTranslation('mappings');
  const saved = new Date(version.savedAt);
  const date = Number.isNaN(saved.getTime()) ? version.savedAt : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(saved);
  return (
    <TableRow hover>
      <TableCell>
        <time dateTime={version.savedAt}>{date}</time>
      </TableCell>
      <TableCell>{version.version}</TableCell>
      <TableCell>
        <Button size="small" onClick={onEdit} aria-label={t('list.editVersion', { version: version.version })} sx={{ minWidth: 0, px: 1, ml: -1 }}>
          {t('list.edit')}
        </Button>
      </TableCell>
      <TableCell>
        {active ? (
          <CheckCircle color="success" titleAccess={t('list.active')} />
        ) : (
          <Button size="small" variant="outlined" disabled={activating} onClick={onActivate} aria-label={t('list.activateVersion', { version: version.version })}>
            {t('list.activate')}
          </Button>
        )}
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox checked={compared} onChange={onCompare} slotProps={{ input: { 'aria-label': t('list.compareVersion', { version: version.version }) } }} />
      </TableCell>
    </TableRow>
  );
}

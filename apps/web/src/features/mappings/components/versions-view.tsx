import type { MappingSet, MappingType } from '@connector/contracts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table.tsx';
import { useActivateVersion } from '../hooks/use-activate-version.ts';
import { CompareVersions } from './compare-versions.tsx';
import { VersionRow } from './version-row.tsx';

const COLUMNS = ['date', 'version', 'edit', 'active', 'compare'] as const;
/** Versions compared side by side. */
const COMPARED = 2;

interface VersionsViewProps {
  appId: string;
  mappingType: MappingType;
  set: MappingSet;
  /** Opens the editor on a version, or on a new one. */
  onOpen(target: number | 'new'): void;
}

/** The list of versions (MAP-4), newest first: Date, Version, Edit, Active; two chosen to Compare are shown side by side. */
export function VersionsView({ appId, mappingType, set, onOpen }: VersionsViewProps) {
  const { t } = useTranslation('mappings');
  const activate = useActivateVersion(appId, mappingType, set);
  const [compared, setCompared] = useState<number[]>([]);
  const versions = [...set.versions].sort((a, b) => b.version - a.version);
  const chosen = compared.map((number) => set.versions.find((version) => version.version === number)).filter((version) => version !== undefined);

  const toggle = (version: number) =>
    setCompared((current) => (current.includes(version) ? current.filter((number) => number !== version) : [...current, version].slice(-COMPARED)));

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => onOpen('new')}>
          {t('list.add')}
        </Button>
      </Stack>
      <ListTable label={t('list.label')} columns={COLUMNS.map((column) => t(`list.columns.${column}`))} empty={t('list.empty')} rowCount={versions.length}>
        {versions.map((version) => (
          <VersionRow
            key={version.version}
            version={version}
            active={set.active === version.version}
            activating={activate.pending}
            compared={compared.includes(version.version)}
            onEdit={() => onOpen(version.version)}
            onActivate={() => activate.run(version.version)}
            onCompare={() => toggle(version.version)}
          />
        ))}
      </ListTable>
      {chosen.length === COMPARED && chosen[0] && chosen[1] ? (
        <CompareVersions a={chosen[0]} b={chosen[1]} />
      ) : (
        versions.length >= COMPARED && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('compare.hint')}
          </Typography>
        )
      )}
    </Stack>
  );
}

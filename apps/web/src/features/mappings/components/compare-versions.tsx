import type { MappingVersion } from '@connector/contracts';
import { Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareLists, compareVersions, type ComparedSide } from '../lib/compare.ts';
import { carriesField } from '../lib/mapping-content.ts';

/** Two versions side by side: the list, then each field with its values in A and in B; changed rows are marked. */
export function CompareVersions({ a, b }: { a: MappingVersion; b: MappingVersion }) {
  const { t } = useTranslation('mappings');
  const rows = useMemo(() => compareVersions(a, b), [a, b]);
  const lists = useMemo(() => compareLists(a, b), [a, b]);
  const sideText = (side: ComparedSide | null) => {
    if (!side) return t('compare.notMapped');
    const values = side.values.length > 0 ? side.values.join(', ') : t('compare.noValues');
    const source = side.source ? ` · ${t(`editor.sources.${side.source}`)}` : '';
    const chapter = side.chapter ? ` · ${t('compare.chapter', { chapter: side.chapter })}` : '';
    return `${values}${source}${chapter}`;
  };
  // The field under its label, unless the label carries it: versions may label one field differently.
  const line = (key: string, label: string, field: string | null, left: string, right: string, changed: boolean) => (
    <TableRow key={key} selected={changed}>
      <TableCell component="th" scope="row">
        {label}
        {changed && <Chip size="small" color="warning" label={t('compare.changed')} sx={{ ml: 1 }} />}
        {field && !carriesField(label, field) && (
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {field}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{left}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{right}</TableCell>
    </TableRow>
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
        {t('compare.heading', { a: a.version, b: b.version })}
      </Typography>
      <Table size="small" aria-label={t('compare.heading', { a: a.version, b: b.version })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('compare.field')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('compare.version', { version: a.version })}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('compare.version', { version: b.version })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {line('#list', t('compare.list'), null, lists.a ?? t('compare.noList'), lists.b ?? t('compare.noList'), lists.changed)}
          {rows.map((row) => line(row.field, row.label, row.field, sideText(row.a), sideText(row.b), row.changed))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

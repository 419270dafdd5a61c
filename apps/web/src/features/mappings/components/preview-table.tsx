import type { MappingPreview } from '@connector/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What the content would write for one supplier, field by field: Field, Written to, Value. */
export function PreviewTable({ preview }: { preview: MappingPreview }) {
  const { t } = useTranslation('mappings');
  const columns = [t('preview.columns.field'), t('preview.columns.to'), t('preview.columns.value')];
  return (
    <TableContainer>
      {preview.target && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('preview.target', { target: preview.target, bvdId: preview.bvdId ?? '—' })}
        </Typography>
      )}
      {/* The first column starts where the section's text does. */}
      <Table size="small" aria-label={t('preview.table', { supplierId: preview.supplierId })} sx={{ '& tr > :first-of-type': { pl: 0 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.writes.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
                <div>{t('preview.nothing')}</div>
              </TableCell>
            </TableRow>
          )}
          {preview.writes.map((write) => (
            <TableRow key={write.field}>
              <TableCell>{write.label || write.field}</TableCell>
              <TableCell>{write.to.join(', ')}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{write.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

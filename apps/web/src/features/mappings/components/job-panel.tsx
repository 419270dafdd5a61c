import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** The job settings below the mapping, in an accordion open at first (MAP-13, MAP-19). */
export function JobPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>{children}</AccordionDetails>
    </Accordion>
  );
}

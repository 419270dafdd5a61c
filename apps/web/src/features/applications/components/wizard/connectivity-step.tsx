import { APP_MESSAGES, isSectionVisible, sectionsOf, type App, type AppFlag, type FlagState, type SectionValues } from '@connector/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRevealAppSecret } from '../../api/reveal-app-secret.ts';
import { checkSections, SectionFields, type SectionsForm } from '../../../../components/form-engine/index.ts';
import { failureText } from '../../lib/error-text.ts';
import { useAppToast } from '../../hooks/use-app-toast.ts';
import { checkedSections } from '../../lib/app-form-values.ts';
import { ConnectionTest } from './connection-test.tsx';
import { ConnectorApiPanel } from './connector-api-panel.tsx';

interface ConnectivityStepProps {
  app: App;
  sections: SectionsForm;
  /** The flags as set in the Validations step: Risk Configuration follows riskMapping. */
  flags: Partial<Record<AppFlag, FlagState>>;
}

/** One accordion per connectivity section of the app's service (APP-11). */
export function ConnectivityStep({ app, sections, flags }: ConnectivityStepProps) {
  const { t } = useTranslation('applications');
  const { form } = sections;
  const shown = sectionsOf(app.service).filter((section) => isSectionVisible(section, flags));

  /** Checks one section (its messages show) and answers its values as they would be saved. */
  async function sectionValues(sectionId: string): Promise<SectionValues | null> {
    const definitions = checkedSections(app, flags).filter((section) => section.key === sectionId);
    const valid = await form.trigger(sectionId);
    if (!valid) return null;
    return checkSections(definitions, form.getValues()).values[sectionId] as SectionValues;
  }

  return (
    <Box>
      {shown.map((section, index) => (
        <Accordion key={section.id} defaultExpanded={index === 0} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: false } }}>
          <AccordionSummary expandIcon={<ExpandMore />} id={`section-${section.id}`} aria-controls={`section-${section.id}-content`}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(`sections.${section.id}`, { defaultValue: section.title })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`section-${section.id}-content`} sx={{ pt: 1, pb: 3 }}>
            {section.id === 'connectorApi' ? (
              <ConnectorApiPanel appId={app.appId} />
            ) : (
              <SectionBody app={app} sections={sections} sectionId={section.id} fields={section.fields} />
            )}
            {section.providers && (
              <Box sx={{ mt: 3 }}>
                <ConnectionTest
                  appId={app.appId}
                  sectionId={section.id}
                  values={() => sectionValues(section.id)}
                  general={() => form.getValues('general') as SectionValues | undefined}
                />
              </Box>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

interface SectionBodyProps {
  app: App;
  sections: SectionsForm;
  sectionId: Parameters<typeof useRevealAppSecret>[1];
  fields: Parameters<typeof SectionFields>[0]['fields'];
}

function SectionBody({ app, sections, sectionId, fields }: SectionBodyProps) {
  const { t } = useTranslation('applications');
  const toast = useAppToast();
  const reveal = useRevealAppSecret(app.appId, sectionId);
  return (
    <SectionFields
      form={sections.form}
      namespace="applications"
      section={sectionId}
      fields={fields}
      storedSecrets={app.secretsSet[sectionId] ?? []}
      revealSecret={reveal}
      onRevealFailed={(error) => toast.error(failureText(t, error, APP_MESSAGES.somethingWrong))}
    />
  );
}

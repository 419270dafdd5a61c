import { Stepper, useMediaQuery, useTheme, type StepperProps } from '@mui/material';

/**
 * A horizontal stepper whose labels stay whole words on a narrow screen: below the theme's `md`
 * breakpoint each label goes under its step's number and takes the step's share of the width,
 * instead of squeezing beside it until the words break letter by letter.
 */
export function LegibleStepper(props: Omit<StepperProps, 'alternativeLabel' | 'orientation'>) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return <Stepper {...props} alternativeLabel={narrow} />;
}

import { Step, StepLabel } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegibleStepper } from './legible-stepper.tsx';

/** A window `width` pixels wide for MUI's breakpoint queries (`max-width` and `min-width`). */
function windowWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) => (side === 'max' ? width <= Number(px) : width >= Number(px)));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

function renderSteps() {
  render(
    <LegibleStepper activeStep={0}>
      {['Connectivity', 'Validations'].map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </LegibleStepper>,
  );
  return screen.getByText('Connectivity').closest('.MuiStepLabel-root');
}

describe('LegibleStepper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts each label under its number on a phone, where beside it the words would break', () => {
    windowWidth(390);
    expect(renderSteps()).toHaveClass('MuiStepLabel-alternativeLabel');
  });

  it('keeps the labels beside their numbers on a wide screen', () => {
    windowWidth(1280);
    expect(renderSteps()).not.toHaveClass('MuiStepLabel-alternativeLabel');
  });
});

import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Chip } from '@mui/material';
import type { ReactElement } from 'react';
import { scoreLevel, type ScoreLevel } from '../lib/score-level.ts';
import { NotScored } from './not-scored.tsx';

const LOOKS: Record<ScoreLevel, { color: 'success' | 'warning' | 'error' | 'info'; icon: ReactElement }> = {
  low: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  medium: { color: 'warning', icon: <ReportProblemOutlined aria-hidden /> },
  high: { color: 'error', icon: <ErrorOutlined aria-hidden /> },
  other: { color: 'info', icon: <InfoOutlined aria-hidden /> },
};

/**
 * The score label (ASM-6): green for Low, orange for Medium, red for High, blue for anything else,
 * each with its own icon and the label's text, so the colour is never the only signal.
 */
export function ScoreLabel({ label }: { label: string | null }) {
  const level = scoreLevel(label);
  const { color, icon } = LOOKS[level];
  return <Chip size="small" color={color} icon={icon} label={label?.trim() ? label : <NotScored />} data-level={level} />;
}

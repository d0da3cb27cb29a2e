import type { ComponentPropsWithRef, Key, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Date as StepDate, Label, List, Marker, Step, Text } from './Tracker.styles.ts';

/** done: passed; current: where it stands now; upcoming: not yet. */
export type TrackerStepState = 'done' | 'current' | 'upcoming';

export interface TrackerStep {
  id: Key;
  /** What the step is, e.g. 'Besteld', 'Verzonden'. */
  label: ReactNode;
  state: TrackerStepState;
  /** When it happened or is expected, already written out ('26 november 2026', 'verwacht …'). */
  date?: ReactNode;
  /** 'error' for a step that ends the track badly (a cancelled order). */
  tone?: 'default' | 'error';
}

export interface TrackerProps extends ComponentPropsWithRef<'ol'> {
  steps: readonly TrackerStep[];
  /** Names the timeline, e.g. 'Voortgang van bestelling ORD-1012'. */
  'aria-label': string;
  /** Words screen readers hear for each state (the eye reads the marker). */
  stateLabels?: Record<TrackerStepState, string>;
}

const DUTCH_STATES: Record<TrackerStepState, string> = {
  done: 'afgerond',
  current: 'huidige stap',
  upcoming: 'nog niet',
};

/**
 * Where something stands as a step timeline (an order, a repair, a switch): an ordered list whose
 * current step carries `aria-current="step"`, every step's state said in words as well as shown.
 */
export function Tracker({ steps, stateLabels = DUTCH_STATES, ...rest }: TrackerProps) {
  return (
    <List data-tracker="" {...rest}>
      {steps.map((step) => (
        <Step
          key={step.id}
          data-state={step.state}
          data-tone={step.tone ?? 'default'}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <Marker aria-hidden="true" />
          <Text>
            <Label>
              {step.label}
              <VisuallyHidden>, {stateLabels[step.state]}</VisuallyHidden>
            </Label>
            {step.date && <StepDate>{step.date}</StepDate>}
          </Text>
        </Step>
      ))}
    </List>
  );
}

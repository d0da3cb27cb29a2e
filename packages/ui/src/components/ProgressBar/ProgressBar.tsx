import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useProgressBar } from 'react-aria';
import { Fill, LabelRow, Root, Track, ValueText } from './ProgressBar.styles.ts';
import { AriaLocale } from '../../theme/AriaLocale.tsx';

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Visible label and accessible name, e.g. 'Verbruikte data'. */
  label?: ReactNode;
  /** Accessible name without a visible label. */
  'aria-label'?: string;
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** Text for the value, e.g. '3,2 GB van 10 GB'; default a Dutch percentage ('32%'). */
  valueLabel?: ReactNode;
  showValueLabel?: boolean;
  /** Unknown progress (loading): no aria-valuenow. */
  indeterminate?: boolean;
  /** Colour of the fill, e.g. warning when a bundle is nearly used up. */
  tone?: 'default' | 'warning' | 'error';
  className?: string;
}

/** A progress bar (react-aria `useProgressBar`, role=progressbar with nl-NL value text). */
export function ProgressBar(props: ProgressBarProps) {
  return (
    <AriaLocale>
      <ProgressBarLocalized {...props} />
    </AriaLocale>
  );
}

function ProgressBarLocalized({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  showValueLabel = label != null,
  indeterminate = false,
  tone = 'default',
  className,
  ...rest
}: ProgressBarProps) {
  const { progressBarProps, labelProps } = useProgressBar({
    label,
    value,
    minValue,
    maxValue,
    valueLabel,
    isIndeterminate: indeterminate,
    formatOptions: { style: 'percent' },
    'aria-label': rest['aria-label'],
    'aria-labelledby': rest['aria-labelledby'],
  });
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percentage = maxValue > minValue ? ((clamped - minValue) / (maxValue - minValue)) * 100 : 0;
  return (
    <Root {...rest} {...progressBarProps} className={className} data-tone={tone}>
      {(label != null || (showValueLabel && !indeterminate)) && (
        <LabelRow>
          {label != null && <span {...labelProps}>{label}</span>}
          {showValueLabel && !indeterminate && (
            <ValueText>{valueLabel ?? progressBarProps['aria-valuetext']}</ValueText>
          )}
        </LabelRow>
      )}
      <Track>
        <Fill
          data-tone={tone}
          data-indeterminate={indeterminate || undefined}
          style={indeterminate ? undefined : { width: `${percentage}%` }}
        />
      </Track>
    </Root>
  );
}

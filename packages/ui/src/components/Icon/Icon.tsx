import type { ComponentPropsWithRef } from 'react';
import type { IconGlyph, IconName } from './icons.ts';
import { icons } from './icons.ts';
import { Svg } from './Icon.styles.ts';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  name: IconName;
  /** Accessible name. Without one the icon is decorative and hidden from assistive tech. */
  label?: string;
  /** Size in px or any CSS length (default 24). */
  size?: number | string;
}

/** Inline SVG icon; decorative (aria-hidden) unless labelled. */
export function Icon({ name, label, size = 24, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <Svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {(icons[name] as IconGlyph[]).map((glyph, i) => (
        <path key={i} d={glyph.d} transform={glyph.transform} vectorEffect="non-scaling-stroke" />
      ))}
    </Svg>
  );
}

import { Circle } from './Spinner.styles.ts';

/** The rotating ring alone, decorative (used inside Button). */
export function SpinnerGraphic({ size = 24 }: { size?: number | string }) {
  return (
    <Circle
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-spinner=""
    >
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Circle>
  );
}

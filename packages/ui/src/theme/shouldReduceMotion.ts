export interface MotionEnvironment {
  userAgent: string;
  /** `typeof Element.prototype.animate === 'function'` */
  hasWebAnimations: boolean;
  /** `matchMedia('(prefers-reduced-motion: reduce)').matches` */
  prefersReducedMotion: boolean;
}

/**
 * Spec §4: animations are disabled on iPhone OS 8–13 or without Web Animations support;
 * WCAG 2.3.3 adds the user's reduced-motion preference.
 */
export function shouldReduceMotion({
  userAgent,
  hasWebAnimations,
  prefersReducedMotion,
}: MotionEnvironment): boolean {
  if (prefersReducedMotion || !hasWebAnimations) return true;
  const match = /iPhone OS (\d+)[_\s]/.exec(userAgent);
  const major = match?.[1] ? Number(match[1]) : undefined;
  return major !== undefined && major >= 8 && major <= 13;
}

/** Reads the motion environment of the current browser (false-y defaults outside one). */
export function readMotionEnvironment(): MotionEnvironment {
  if (typeof window === 'undefined')
    return { userAgent: '', hasWebAnimations: true, prefersReducedMotion: false };
  return {
    userAgent: window.navigator.userAgent,
    hasWebAnimations: typeof window.Element?.prototype.animate === 'function',
    prefersReducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  };
}

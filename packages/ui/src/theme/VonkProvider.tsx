import type { HTMLAttributes, ReactNode } from 'react';
import { useEffect } from 'react';
import type { VonkTheme } from '../tokens/createTheme.ts';
import { themeToStyle, vonkTheme } from '../tokens/createTheme.ts';
import { GlobalStyle } from './GlobalStyle.ts';
import { reducedMotionOn } from './displaySettings.ts';
import { LocaleContext } from './localeContext.ts';

export interface VonkProviderProps extends HTMLAttributes<HTMLDivElement> {
  theme?: VonkTheme;
  /**
   * `true` (default): write the tokens once on :root with the global base styles.
   * `false`: scope the theme to a wrapping div (a second brand inside a page, a story).
   */
  global?: boolean;
  /** BCP 47 locale for react-aria's built-in strings and formatting. */
  locale?: string;
  children?: ReactNode;
}

const scopedBase = {
  color: 'var(--vonk-color-text)',
  background: 'var(--vonk-color-background)',
  fontFamily: 'var(--vonk-font-family-body)',
};

export function VonkProvider({
  theme = vonkTheme,
  global = true,
  locale = 'nl-NL',
  children,
  style,
  ...rest
}: VonkProviderProps) {
  useEffect(() => {
    if (!global) return;
    const root = document.documentElement;
    // The device's wish or the person's own choice (applyDisplaySettings, issue #30).
    root.dataset.vonkReducedMotion = String(reducedMotionOn(root));
    root.lang ||= 'nl';
  }, [global]);

  if (!global) {
    return (
      <LocaleContext value={locale}>
        <div
          data-vonk-theme={theme.name}
          {...rest}
          style={{ ...themeToStyle(theme), ...scopedBase, ...style }}
        >
          {children}
        </div>
      </LocaleContext>
    );
  }
  return (
    <LocaleContext value={locale}>
      <GlobalStyle $theme={theme} />
      {children}
    </LocaleContext>
  );
}

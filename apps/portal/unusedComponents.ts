// Library components the portal never renders, left out of the build (ADR 102), as
// libraryTrims.ts leaves out library code that never runs (ADR 092). React Router creates its
// components and contexts at the top of its modules with calls the bundler cannot know are pure
// (`React.forwardRef(…)`, `React.createContext(…)`: React is CommonJS) and then sets a
// `displayName` on each, a write the bundler must keep. So every component stayed, used or not:
// NavLink, Form, ScrollRestoration, fetcher forms… This marks those calls pure and drops the
// top-level `displayName` lines, so the bundler keeps only what the portal imports. Only the names
// in React DevTools change; the tests and Storybook run the library unchanged.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The library whose modules this rewrites. */
export const TRIMMED_LIBRARIES = /[\\/]node_modules[\\/]react-router[\\/]/;

/** `var X = React.forwardRef(` at the top of a module: the call, after the `=`. */
const PURE_CALL = /^(?:var|let|const) [\w$]+ = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `X.displayName = "X";` at the top of a module (not inside a function: no indent). */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** The module's code with the pure marks added and the display names dropped; null if unchanged. */
export function trimUnusedComponents(code: string): { code: string; map: MagicString } | null {
  const out = new MagicString(code);
  for (const match of code.matchAll(PURE_CALL)) {
    out.appendLeft(match.index + match[0].length - match[1]!.length, '/* @__PURE__ */ ');
  }
  for (const match of code.matchAll(DISPLAY_NAME)) {
    out.remove(match.index, match.index + match[0].length);
  }
  return out.hasChanged() ? { code: out.toString(), map: out } : null;
}

/** The build's plugin: the rewrite above for React Router's modules. */
export function unusedComponents(): Plugin {
  return {
    name: 'vonk:unused-components',
    apply: 'build',
    transform: {
      filter: { id: TRIMMED_LIBRARIES },
      handler(code) {
        const trimmed = trimUnusedComponents(code);
        return trimmed && { code: trimmed.code, map: trimmed.map.generateMap({ hires: true }) };
      },
    },
  };
}

// Tier 1: brand tokens. Raw values a brand owns; nothing else in ui uses them directly.
// A second brand is a second object of the same shape: swapping brands is a token swap.

export interface BrandTokens {
  /** Human name of the brand, shown in theme pickers and stories. */
  name: string;
  color: {
    primary: string;
    primaryStrong: string;
    primarySubtle: string;
    accent: string;
    neutral0: string;
    neutral50: string;
    neutral100: string;
    neutral300: string;
    neutral600: string;
    neutral700: string;
    neutral900: string;
    info: string;
    infoSubtle: string;
    success: string;
    successSubtle: string;
    warning: string;
    warningSubtle: string;
    error: string;
    errorSubtle: string;
  };
  font: { body: string; heading: string; mono: string };
  radius: { small: string; medium: string; large: string };
}

/** Vonk: a warm spark orange on white, deep aubergine for the chrome. */
export const vonkBrand: BrandTokens = {
  name: 'Vonk',
  color: {
    primary: '#e85d04',
    primaryStrong: '#b03f00',
    primarySubtle: '#fff1e6',
    accent: '#3d1a4f',
    neutral0: '#ffffff',
    neutral50: '#f7f6f8',
    neutral100: '#ecebef',
    neutral300: '#c9c6d0',
    neutral600: '#6e6878',
    neutral700: '#4f4958',
    neutral900: '#1c1823',
    info: '#0b5cad',
    infoSubtle: '#e8f1fb',
    success: '#1d6b38',
    successSubtle: '#e6f4ea',
    warning: '#8a5300',
    warningSubtle: '#fff4dc',
    error: '#b3261e',
    errorSubtle: '#fdecea',
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
    heading: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  radius: { small: '4px', medium: '8px', large: '16px' },
};

/** Nacht: a cool second brand (teal on slate) used to prove the swap. */
export const nachtBrand: BrandTokens = {
  name: 'Nacht',
  color: {
    primary: '#0f8b8d',
    primaryStrong: '#0a6466',
    primarySubtle: '#e3f4f4',
    accent: '#13233a',
    neutral0: '#ffffff',
    neutral50: '#f4f7fa',
    neutral100: '#e6ebf1',
    neutral300: '#c2ccd8',
    neutral600: '#5e6b7b',
    neutral700: '#435063',
    neutral900: '#101a27',
    info: '#1f4fbf',
    infoSubtle: '#e9effc',
    success: '#17693a',
    successSubtle: '#e5f3ea',
    warning: '#855000',
    warningSubtle: '#fdf2dc',
    error: '#b02a30',
    errorSubtle: '#fcebec',
  },
  font: {
    body: "Georgia, 'Times New Roman', serif",
    heading: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif",
    mono: 'ui-monospace, Menlo, Consolas, monospace',
  },
  radius: { small: '2px', medium: '4px', large: '8px' },
};

// 24×24 stroke icons. A glyph is one or more path strings; composites place glyphs with a
// transform (strokes stay 2px through vector-effect).

export interface IconGlyph {
  d: string;
  transform?: string;
}

const sim = 'M7 2h7l5 5v15H7z M10 12h6v6h-6z';
const mobile = 'M7 2h10v20H7z M11 18h2';
const wifi = 'M2 9a15 15 0 0 1 20 0 M5 12.5a10 10 0 0 1 14 0 M8.5 16a5 5 0 0 1 7 0 M12 19.5h.01';
const tv = 'M3 5h18v12H3z M8 21h8 M12 17v4';
const handset =
  'M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 3 5a2 2 0 0 1 2-2z';

const at = (d: string, x: number, y: number, s = 0.55): IconGlyph => ({
  d,
  transform: `translate(${x} ${y}) scale(${s})`,
});

export const icons = {
  home: [{ d: 'M3 11l9-8 9 8 M5 10v10h5v-6h4v6h5V10' }],
  invoice: [{ d: 'M6 2h9l5 5v15H6z M14 2v6h6 M9 13h8 M9 17h6' }],
  subscription: [{ d: 'M5 3h14v18H5z M9 8h6 M9 12h6 M9 16h3' }],
  more: [{ d: 'M5 12h.01 M12 12h.01 M19 12h.01' }],
  orders: [{ d: 'M3 7l9-4 9 4v10l-9 4-9-4z M3 7l9 4 9-4 M12 11v10' }],
  transfer: [{ d: 'M4 8h15 M15 4l4 4-4 4 M20 16H5 M9 12l-4 4 4 4' }],
  person: [{ d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c0-4 4-6 8-6s8 2 8 6' }],
  settings: [{ d: 'M4 6h9 M17 6h3 M4 12h3 M11 12h9 M4 18h11 M19 18h1 M15 4v4 M9 10v4 M17 16v4' }],
  outage: [{ d: 'M12 3l10 18H2z M12 10v4 M12 17.5h.01' }],
  usage: [{ d: 'M5 20V11 M10 20V5 M15 20v-7 M20 20v-11 M3 20h18' }],
  gift: [
    {
      d: 'M3 9h18v4H3z M5 13v8h14v-8 M12 9v12 M12 9C10 5 6 5 7 8s5 1 5 1 M12 9c2-4 6-4 5-1s-5 1-5 1',
    },
  ],
  household: [{ d: 'M3 11l9-8 9 8 M5 10v11h14V10 M9 21v-4a3 3 0 0 1 6 0v4' }],
  logout: [{ d: 'M10 4H5v16h5 M15 8l4 4-4 4 M19 12H9' }],
  close: [{ d: 'M6 6l12 12 M18 6L6 18' }],
  chevronLeft: [{ d: 'M15 5l-7 7 7 7' }],
  chevronRight: [{ d: 'M9 5l7 7-7 7' }],
  chevronDown: [{ d: 'M5 9l7 7 7-7' }],
  chevronUp: [{ d: 'M5 15l7-7 7 7' }],
  arrowLeft: [{ d: 'M19 12H5 M11 6l-6 6 6 6' }],
  external: [{ d: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6' }],
  menu: [{ d: 'M4 6h16 M4 12h16 M4 18h16' }],
  phone: [{ d: mobile }],
  phoneFixed: [{ d: handset }],
  tv: [{ d: tv }],
  wifi: [{ d: wifi }],
  sim: [{ d: sim }],
  check: [{ d: 'M5 12l5 5 9-10' }],
  info: [{ d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z M12 11v6 M12 7.5h.01' }],
  warning: [{ d: 'M12 3l10 18H2z M12 10v4 M12 17.5h.01' }],
  error: [{ d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z M15 9l-6 6 M9 9l6 6' }],
  success: [{ d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z M8 12l3 3 5-6' }],
  // Subscription types (spec §3: PrePaid=0, PostPaid=1, Fixed1p=10, Fixed2pVoip=11, Fixed2pTv=12, Fixed3p=13)
  prePaid: [{ d: sim }],
  postPaid: [{ d: mobile }, { d: 'M10 7h4 M10 10h4' }],
  fixed1p: [{ d: wifi }],
  fixed2pVoip: [at(wifi, 0, 1), at(handset, 10.5, 10.5)],
  fixed2pTv: [at(wifi, 0, 1), at(tv, 10.5, 10.5)],
  fixed3p: [at(wifi, 6, 0, 0.5), at(tv, 0, 12, 0.5), at(handset, 12.5, 12.5, 0.46)],
} satisfies Record<string, IconGlyph[]>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

export type SubscriptionIconType =
  'PrePaid' | 'PostPaid' | 'Fixed1p' | 'Fixed2pVoip' | 'Fixed2pTv' | 'Fixed3p';

const byType: Record<SubscriptionIconType, IconName> = {
  PrePaid: 'prePaid',
  PostPaid: 'postPaid',
  Fixed1p: 'fixed1p',
  Fixed2pVoip: 'fixed2pVoip',
  Fixed2pTv: 'fixed2pTv',
  Fixed3p: 'fixed3p',
};
const byNumber: Record<number, SubscriptionIconType> = {
  0: 'PrePaid',
  1: 'PostPaid',
  10: 'Fixed1p',
  11: 'Fixed2pVoip',
  12: 'Fixed2pTv',
  13: 'Fixed3p',
};

/** Icon for a subscription icon type, by name or by its API number (0, 1, 10–13). */
export function subscriptionIconName(type: SubscriptionIconType | number): IconName {
  const key = typeof type === 'number' ? byNumber[type] : type;
  return key ? byType[key] : 'subscription';
}

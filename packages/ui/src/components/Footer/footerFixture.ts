import type { FooterLinkGroup } from './Footer.tsx';

/** Example link groups for stories and tests. */
export const footerMarketing: FooterLinkGroup[] = [
  {
    title: 'Producten',
    links: [
      { text: 'Internet', href: 'https://www.vonk.nl/internet' },
      { text: 'Televisie', href: 'https://www.vonk.nl/tv' },
      { text: 'Winkels', href: 'https://www.vonk.nl/winkels' },
    ],
  },
  { title: 'Community', links: [{ text: 'Vonk Community', href: 'https://community.vonk.nl' }] },
];

export const footerService: FooterLinkGroup[] = [
  {
    title: 'Service',
    links: [
      { text: 'Service en contact', href: 'https://www.vonk.nl/service' },
      { text: 'Actuele storingen', href: '/storingen' },
      { text: 'Privacy', href: 'https://www.vonk.nl/privacy' },
    ],
  },
];

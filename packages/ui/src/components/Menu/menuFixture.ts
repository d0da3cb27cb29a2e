import type { MenuItemDefinition } from './menuTypes.ts';

export const invoiceActions: MenuItemDefinition[] = [
  { id: 'download', label: 'Download als pdf', icon: 'invoice' },
  { id: 'betaalregeling', label: 'Betalingsregeling aanvragen', icon: 'transfer' },
  { id: 'uitstel', label: 'Uitstel van betaling', icon: 'usage' },
];

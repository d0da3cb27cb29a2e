import { formatEuro } from '@vonk/ui';

/** An amount as a page shows it, for a story's expected text: Testing Library folds the page's
 * non-breaking space after €, not the one in the expected text. */
export const euro = (amount: number) => formatEuro(amount).replace(/\s/g, ' ');

import { USAGE_CHART_MONTHS, reads, recentMonths, usageMonthParam } from '@vonk/domain';
import type { PageReadArgs } from '../../shell/pageLoader.ts';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * /gebruikskosten: video-on-demand and calls of this month and the five before, for the chart
 * and this month's details, and the invoices they are on, all in the preloads' round (ADR 009). Months are named explicitly, so
 * the page's reads hit the same cache entries.
 */
export const usageOverviewReads = () => [
  ...recentMonths(new Date(), USAGE_CHART_MONTHS).flatMap((month) => [
    pageRead(reads.vodUsage, { month }),
    pageRead(reads.voipUsage, { month }),
  ]),
  // Which invoice each month's costs are on (issue #29).
  pageRead(reads.invoices),
];

/** /gebruikskosten/bellen?maand=YYYY-MM: the calls of the month shown and the invoice they are on. */
export const callsReads = ({ url }: PageReadArgs) => [
  pageRead(reads.voipUsage, { month: usageMonthParam(url.searchParams.get('maand'), new Date()) }),
  pageRead(reads.invoices),
];

import type { IsoDate } from './common.ts';

/** A video-on-demand rental (GET /api/usage/vod). */
export interface VodRental {
  date: IsoDate;
  title: string;
  price: number;
}

/** A call charged separately (GET /api/usage/voip). */
export interface VoipCall {
  /** ISO 8601 date-time. */
  startTime: string;
  /** Called number, the last digits masked as on the invoice. */
  number: string;
  durationSeconds: number;
  destination: 'Vast' | 'Mobiel' | 'Buitenland' | 'Servicenummer';
  price: number;
}

/** Usage costs of one month (/gebruikskosten); `?month=YYYY-MM`, default the current month. */
export interface UsagePeriod<T> {
  month: string;
  items: T[];
  total: number;
}

export type VodUsage = UsagePeriod<VodRental>;
export type VoipUsage = UsagePeriod<VoipCall>;

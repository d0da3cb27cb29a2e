/** Request header that carries the customer code in agent mode (spec §6). */
export const CUSTOMER_CODE_HEADER = 'X-Customer-Code';
/** Double-submit CSRF: cookie set by the API, echoed in this header on every non-GET (spec §7.2). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

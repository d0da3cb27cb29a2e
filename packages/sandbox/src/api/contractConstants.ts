import type {
  CSRF_COOKIE,
  CSRF_HEADER,
  CUSTOMER_CODE_HEADER,
  LOG_PATH,
} from '@vonk/domain/contract';

// Type-only import, values checked against the contract's literal types: the sandbox then runs
// straight from source without the `source` export condition (no dist of @vonk/domain needed).
export const csrfCookie: typeof CSRF_COOKIE = 'XSRF-TOKEN';
export const csrfHeader: typeof CSRF_HEADER = 'X-XSRF-TOKEN';
export const customerCodeHeader: typeof CUSTOMER_CODE_HEADER = 'X-Customer-Code';
export const logPath: typeof LOG_PATH = '/api/log';

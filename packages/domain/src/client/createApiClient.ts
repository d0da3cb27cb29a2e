import { CSRF_COOKIE, CSRF_HEADER, CUSTOMER_CODE_HEADER } from '../endpoint/headers.ts';
import { createResponseCache } from '../cache/createResponseCache.ts';
import type { ResponseCache } from '../cache/createResponseCache.ts';
import { ApiError } from './ApiError.ts';
import { retryAfterSeconds } from './retryAfter.ts';
import { fileNameFrom } from './fileNameFrom.ts';
import { isSoftFailure } from './isSoftFailure.ts';
import type { MutationReport } from './MutationReport.ts';
import { readCookie } from './readCookie.ts';
import { RANK, createRequestQueue } from './requestQueue.ts';
import type { Rank, RequestQueue } from './requestQueue.ts';
import { REQUEST_TIMEOUTS, isTimeout } from './timeouts.ts';
import type { RequestTimeouts } from './timeouts.ts';
import {
  TRACKING_CATEGORY_HEADER,
  TRACKING_LABEL_HEADER,
  takeTracking,
} from './trackingHeaders.ts';

import type { WriteMethod } from '../endpoint/endpoint.ts';
import type { TtlClass } from '../endpoint/ttl.ts';

export type { WriteMethod };

export interface ApiClientOptions {
  /** Prefix for relative URLs; '' in every environment we know (the dev server proxies /api). */
  baseUrl?: string;
  getAccessToken: () => Promise<string | null>;
  /** The agent's customer code (spec §6), or null for a customer. */
  getCustomerCode: () => string | null;
  /**
   * A DPoP proof of `token` for this request (ADR 127), or undefined for a token bound to no
   * key; then the token goes as `Bearer`, as before.
   */
  proveToken?: (url: string, method: string, token: string) => Promise<string | undefined>;
  fetch?: typeof fetch;
  onMutation?: (report: MutationReport) => void;
  /** Sees every ApiError before it is thrown, so the portal can react globally (503 → maintenance). */
  onError?: (error: ApiError) => void;
  /** The GET cache; default a fresh one with the spec §7.3 TTLs. `false` turns caching off. */
  cache?: ResponseCache | false;
  /** Cookie string for the CSRF token; default document.cookie. */
  cookies?: () => string;
  /** Give up on an answer after this long: status 0 (spec §8). Default REQUEST_TIMEOUTS. */
  timeouts?: Partial<RequestTimeouts>;
  /**
   * Where requests wait for a connection; the clock of a request starts when it leaves (issue
   * #31). Share one between the clients of a page. Default: a queue of the browser's own.
   */
  queue?: RequestQueue;
}

/**
 * Each fixed contract GET path's answer, by path. Empty here: the contract layer above the client
 * fills it in (`contract/paths.ts`, declaration merging), so the client imports nothing from it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by contract/paths.ts
export interface ContractGetResponses {}

export interface ApiClient {
  /** A typed GET of a fixed contract path (30-s cache: the TTL is a read's, `getRead` passes it). */
  get<P extends keyof ContractGetResponses & string>(path: P): Promise<ContractGetResponses[P]>;
  /** A cached GET of any URL, fresh for `ttl` (spec §7.3; `getRead` passes its read's). */
  getJson<T>(url: string, ttl?: TtlClass): Promise<T>;
  /**
   * A write; clears the cached GETs of its own path and those `clears` names (its descriptor's,
   * spec §7.3). `tracking` is reported to onMutation.
   */
  send<T>(
    method: WriteMethod,
    url: string,
    body?: unknown,
    tracking?: { category: string; label: string },
    clears?: readonly string[],
  ): Promise<T>;
  /** A download, never cached. */
  getBlob(url: string): Promise<{ blob: Blob; fileName: string }>;
  readonly cache: ResponseCache | null;
  /**
   * The same client for reads ahead of need (the §2.5 preloads): their GETs wait until the page's
   * own reads and the writes have been sent (issue #31). Same cache, same answers.
   */
  inBackground(): ApiClient;
}

/**
 * A User Timing mark when a read is asked for, before it may wait for a connection: what the
 * page needed and when, for the e2e's no-waterfall check and real-user monitoring.
 */
export const QUEUED_MARK = 'vonk:read-queued';
const markQueued = (url: string) => globalThis.performance?.mark?.(QUEUED_MARK, { detail: url });

const isRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');
const isApi = (url: string) => isRelative(url) && /^\/api(\/|$|\?)/i.test(url);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one fetch wrapper of the portal (spec §7.2): bearer token on /api, X-Customer-Code in agent
 * mode, CSRF header on relative writes, tracking headers read and stripped, every failure an
 * ApiError (status 0 when there was no answer). No UI side effects.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const cache = options.cache === false ? null : (options.cache ?? createResponseCache());
  const cookies =
    options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));

  const queue = options.queue ?? createRequestQueue();
  const timeouts: RequestTimeouts = {
    readMs: options.timeouts?.readMs ?? REQUEST_TIMEOUTS.readMs,
    writeMs: options.timeouts?.writeMs ?? REQUEST_TIMEOUTS.writeMs,
  };

  const fail = (error: ApiError): never => {
    options.onError?.(error);
    throw error;
  };

  /** No answer, or the gateway's own (502/503/504): the write never reached the API's code. */
  const neverReachedTheApi = (error: unknown) =>
    error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

  /** No answer, or an answer cut off mid-body: status 0, whether the network or the clock. */
  const noAnswer = (method: string, url: string, cause: unknown, timeoutMs: number): never =>
    fail(
      new ApiError({
        status: 0,
        url,
        method,
        cause,
        message: isTimeout(cause)
          ? `${method} ${url} timed out after ${timeoutMs} ms`
          : `${method} ${url} got no answer`,
      }),
    );

  /** Reads the body of an answer; a connection lost or timed out while reading is status 0. */
  async function bodyOf(
    response: Response,
    method: string,
    url: string,
    read: (response: Response) => Promise<unknown> = readBody,
  ): Promise<unknown> {
    try {
      return await read(response);
    } catch (cause) {
      return noAnswer(method, url, cause, method === 'GET' ? timeouts.readMs : timeouts.writeMs);
    }
  }

  const target = (url: string) => (isRelative(url) ? `${baseUrl}${url}` : url);

  async function request(
    method: 'GET' | WriteMethod,
    url: string,
    headers: Headers,
    body?: BodyInit,
  ): Promise<Response> {
    if (isApi(url)) {
      const token = await options.getAccessToken();
      // A token bound to the browser's key goes with a proof of it (DPoP, ADR 127).
      const proof = token ? await options.proveToken?.(target(url), method, token) : undefined;
      if (token) headers.set('Authorization', `${proof ? 'DPoP' : 'Bearer'} ${token}`);
      if (proof) headers.set('DPoP', proof);
      const customerCode = options.getCustomerCode();
      if (customerCode) headers.set(CUSTOMER_CODE_HEADER, customerCode);
    }
    if (method !== 'GET' && isRelative(url)) {
      const csrf = readCookie(cookies(), CSRF_COOKIE);
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    const timeoutMs = method === 'GET' ? timeouts.readMs : timeouts.writeMs;
    let response: Response;
    try {
      response = await doFetch(target(url), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        // The same signal also ends a body that stops halfway.
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      return noAnswer(method, url, cause, timeoutMs);
    }
    if (!response.ok) {
      return fail(
        new ApiError({
          status: response.status,
          url,
          method,
          body: await readBody(response).catch(() => undefined),
          retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
        }),
      );
    }
    return response;
  }

  async function getJson<T>(url: string, rank: Rank, ttl?: TtlClass): Promise<T> {
    const load = () => {
      markQueued(url);
      return queue.run(
        async () => {
          const response = await request('GET', url, new Headers({ Accept: 'application/json' }));
          return (await bodyOf(response, 'GET', url)) as T;
        },
        { rank },
      );
    };
    return cache ? cache.get(url, load, ttl) : load();
  }

  const client: ApiClient = {
    cache,
    get: (path) => getJson(path, RANK.read),
    getJson: (url, ttl) => getJson(url, RANK.read, ttl),
    inBackground: () => ({
      ...client,
      get: (path) => getJson(path, RANK.background),
      getJson: (url, ttl) => getJson(url, RANK.background, ttl),
    }),

    async send<T>(
      method: WriteMethod,
      url: string,
      body?: unknown,
      tracking?: { category: string; label: string },
      clears?: readonly string[],
    ): Promise<T> {
      const headers = new Headers({ Accept: 'application/json' });
      if (tracking) {
        headers.set(TRACKING_CATEGORY_HEADER, tracking.category);
        headers.set(TRACKING_LABEL_HEADER, tracking.label);
      }
      // Read and strip before anything leaves the browser.
      const tracked = takeTracking(headers);
      let payload: BodyInit | undefined;
      if (typeof body === 'string') {
        headers.set('Content-Type', 'text/plain');
        payload = body;
      } else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      const report = (success: boolean, status: number) =>
        options.onMutation?.({
          method,
          url,
          success,
          status,
          ...(tracked ? { tracking: tracked } : {}),
        });
      try {
        const { status, result } = await queue.run(
          async () => {
            const response = await request(method, url, headers, payload);
            return { status: response.status, result: await bodyOf(response, method, url) };
          },
          { rank: RANK.write },
        );
        report(!isSoftFailure(result), status);
        cache?.invalidate(url, clears);
        return result as T;
      } catch (error) {
        report(false, error instanceof ApiError ? error.status : 0);
        // A failed write may still have changed something on the server, unless no server
        // processed it (issue #31): then the page keeps its reads instead of refetching them
        // from an API that is down.
        if (!neverReachedTheApi(error)) cache?.invalidate(url, clears);
        throw error;
      }
    },

    getBlob: (url) =>
      queue.run(async () => {
        const response = await request('GET', url, new Headers());
        const blob = (await bodyOf(response, 'GET', url, (r) => r.blob())) as Blob;
        return { blob, fileName: fileNameFrom(response.headers.get('content-disposition'), url) };
      }),
  };
  return client;
}

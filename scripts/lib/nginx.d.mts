// Types for the TypeScript files that import the nginx module (the production-server e2e spec).
export declare const NGINX_TEMPLATE: string;
export declare const TEMPLATE_VARIABLES: string[];
export declare const NGINX_PACKAGES: string[];
export declare const NGINX_HINT: string;
export declare function renderTemplate(template: string, values: Record<string, unknown>): string;
export declare function findNginx(
  env?: NodeJS.ProcessEnv,
  options?: { brotliModule?: string },
): string | undefined;
export declare function startNginx(options: {
  port: number;
  dist: string;
  apiUpstream: string;
  idpOrigin: string;
  /** The origin of the product videos (CSP media-src). */
  mediaOrigin: string;
  testSwitch?: string;
  cspReportUri?: string;
  host?: string;
}): Promise<{ url: string; runtimeDir: string; stop(): Promise<void> }>;

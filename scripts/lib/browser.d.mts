// Types for the TypeScript files that import the browser module (playwright.config.ts).
export declare const CHROMIUM_ARGS: string[];
export declare const PROVISION_HINT: string;
export declare function findChromium(
  env?: NodeJS.ProcessEnv,
  options?: { systemDirs?: string[]; bundled?: boolean },
): { path: string | undefined; source: 'CHROMIUM_PATH' | 'system' | 'playwright' | 'none' };
export declare function chromiumExecutable(env?: NodeJS.ProcessEnv): string;
export declare function provisioningPlan(): { label: string; commands: [string, string[]][] }[];
export declare const DISABLED_FEATURES: string[];
export declare function playwrightDisabledFeatures(bundle?: string): string[];
export declare function playwrightChromiumArgs(): string[];

import { CSRF_COOKIE } from '@vonk/domain';

/**
 * Stories only: the sandbox's writes need the double-submit CSRF cookie (spec §7.2), and a mocked
 * answer in the MSW worker cannot set it in the browser (toolchain notes), so a story that saves
 * seeds it before acting.
 */
export function seedCsrfCookie(): void {
  document.cookie = `${CSRF_COOKIE}=story-token; path=/`;
}

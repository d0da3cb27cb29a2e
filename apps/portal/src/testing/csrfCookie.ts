import { CSRF_COOKIE } from '@vonk/domain';

/**
 * Story loader for pages that write: the sandbox's double-submit CSRF check wants the cookie a
 * read hands out, but a response from the MSW service worker cannot set cookies in the browser.
 * Seeds one the client echoes in its header (toolchain notes: "the story seeds the XSRF cookie").
 */
export const seedCsrfCookie = () => {
  document.cookie = `${CSRF_COOKIE}=story-csrf-token; path=/; SameSite=Strict`;
  return {};
};

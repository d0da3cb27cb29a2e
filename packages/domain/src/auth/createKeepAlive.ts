import type { RuntimeConfig } from '../endpoint/config.ts';
import type { AuthEvent } from './AuthEvent.ts';
import { KEEP_ALIVE_RESET_MS } from './authConstants.ts';

/** Key of the keep-alive URL in `externalUrls` and of its switch in `switches` (config.json). */
export const KEEP_ALIVE_CONFIG_KEY = 'keepAlive';

export interface KeepAliveOptions {
  /** The partner single sign-on's keep-alive endpoint; nothing happens without one. */
  url: string | null | undefined;
  /** The configuration switch. */
  enabled: boolean;
  /** Whether the customer is signed in at the partner (account.isAuthenticatedAtMagenta). */
  isAuthenticatedAtPartner: () => boolean;
  /** Where the frame goes (its body); default the page's document. */
  document?: Pick<Document, 'createElement' | 'body'>;
}

export interface KeepAlive {
  /** Reloads the hidden frame when enabled and signed in at the partner; true when it did. */
  ping(): boolean;
  /** Pings on the token-expiry event; pass to `auth.onEvent`. */
  onAuthEvent(event: AuthEvent): void;
  dispose(): void;
}

/** Keep-alive options from the runtime configuration. */
export function keepAliveSettings(
  config: Pick<RuntimeConfig, 'externalUrls' | 'switches'>,
): Pick<KeepAliveOptions, 'url' | 'enabled'> {
  return {
    url: config.externalUrls[KEEP_ALIVE_CONFIG_KEY] ?? null,
    enabled: config.switches[KEEP_ALIVE_CONFIG_KEY] === true,
  };
}

/**
 * Spec §4, §9: on the token-expiry event, when the customer is signed in at the partner's single
 * sign-on, a hidden frame is reset to about:blank and 50 ms later loaded with the keep-alive
 * endpoint, so the partner session lives as long as ours. The reset makes the reload a real
 * navigation even when the frame already shows that URL.
 */
export function createKeepAlive(options: KeepAliveOptions): KeepAlive {
  const doc = options.document ?? document;
  let frame: HTMLIFrameElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const ensureFrame = () => {
    if (frame) return frame;
    frame = doc.createElement('iframe');
    frame.hidden = true;
    frame.title = 'Sessie actief houden';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    doc.body.append(frame);
    return frame;
  };

  const ping = (): boolean => {
    const { url } = options;
    if (!options.enabled || !url || !options.isAuthenticatedAtPartner()) return false;
    const target = ensureFrame();
    clearTimeout(timer);
    target.src = 'about:blank';
    timer = setTimeout(() => {
      target.src = url;
    }, KEEP_ALIVE_RESET_MS);
    return true;
  };

  return {
    ping,
    onAuthEvent(event) {
      if (event.type === 'accessTokenExpiring') ping();
    },
    dispose() {
      clearTimeout(timer);
      frame?.remove();
      frame = null;
    },
  };
}

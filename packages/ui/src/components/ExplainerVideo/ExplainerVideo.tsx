import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Caption, Player, Root, Unavailable } from './ExplainerVideo.styles.ts';

export interface ExplainerVideoProps extends Omit<ComponentPropsWithRef<'figure'>, 'title'> {
  /** What the video explains; the figure's caption and the player's name. */
  title: ReactNode;
  /** The video's URL; null or empty when there is none to play. */
  src: string | null;
  /** Dutch captions (WebVTT) for a video with speech (WCAG 1.2.2). */
  captionsSrc?: string;
  /** Said instead of the player when the video cannot play (spec §8). */
  unavailableText?: ReactNode;
}

/**
 * A short explainer video with the browser's own controls. Only its metadata loads with the page
 * (`preload="metadata"`), enough to know whether it can play: when it cannot (no URL, not found,
 * blocked, a format the browser lacks) the player gives way to a sentence that says so before
 * anyone presses play; the customer is never left with a black box.
 */
export function ExplainerVideo({
  title,
  src,
  captionsSrc,
  unavailableText = 'Deze video is tijdelijk niet te bekijken. Probeer het later nog eens.',
  ...rest
}: ExplainerVideoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const playable = Boolean(src) && failedSrc !== src;
  return (
    <Root data-state={playable ? 'ready' : 'unavailable'} {...rest}>
      {playable ? (
        <Player
          controls
          preload="metadata"
          src={src!}
          aria-label={typeof title === 'string' ? title : undefined}
          onError={() => setFailedSrc(src)}
        >
          {captionsSrc && (
            <track kind="captions" src={captionsSrc} srcLang="nl" label="Nederlands" default />
          )}
        </Player>
      ) : (
        <Unavailable>
          <Icon name="info" />
          <span>{unavailableText}</span>
        </Unavailable>
      )}
      <Caption>{title}</Caption>
    </Root>
  );
}

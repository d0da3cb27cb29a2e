import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExplainerVideo } from './ExplainerVideo.tsx';

const UNAVAILABLE = 'Deze video is tijdelijk niet te bekijken. Probeer het later nog eens.';

describe('ExplainerVideo', () => {
  it('shows a named player with controls and Dutch captions, only its metadata loaded with the page', () => {
    const { container } = render(
      <ExplainerVideo
        title="Zo sluit je de Mediabox Next aan"
        src="/media/mediabox.mp4"
        captionsSrc="/media/mediabox.nl.vtt"
      />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('aria-label', 'Zo sluit je de Mediabox Next aan');
    expect(container.querySelector('track')).toMatchObject({
      kind: 'captions',
      srclang: 'nl',
    });
    expect(screen.getByText('Zo sluit je de Mediabox Next aan').tagName).toBe('FIGCAPTION');
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('says the spec §8 text instead of the player when the video cannot play', () => {
    const { container } = render(<ExplainerVideo title="Uitleg" src="/media/weg.mp4" />);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByText(UNAVAILABLE)).toBeVisible();
    expect(container.querySelector('video')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'unavailable');
    // The caption still says what the video was about.
    expect(screen.getByText('Uitleg')).toBeVisible();
  });

  it('says so at once without a URL, and tries again when a new URL comes', () => {
    const { container, rerender } = render(<ExplainerVideo title="Uitleg" src={null} />);
    expect(screen.getByText(UNAVAILABLE)).toBeVisible();
    rerender(<ExplainerVideo title="Uitleg" src="/media/nieuw.mp4" />);
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/nieuw.mp4');
  });

  it('takes another text for the failure', () => {
    render(<ExplainerVideo title="Uitleg" src="" unavailableText="Video niet beschikbaar." />);
    expect(screen.getByText('Video niet beschikbaar.')).toBeVisible();
  });
});

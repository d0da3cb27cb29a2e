import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ExplainerVideo } from './ExplainerVideo.tsx';

const UNAVAILABLE = 'Deze video is tijdelijk niet te bekijken. Probeer het later nog eens.';

const meta = {
  title: 'Gegevens/ExplainerVideo',
  component: ExplainerVideo,
  args: { title: 'Zo sluit je de Mediabox Next aan', src: null },
} satisfies Meta<typeof ExplainerVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No video to play: the sentence of spec §8, and the caption says what it was about. */
export const NoVideo: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByText('Zo sluit je de Mediabox Next aan')).toBeVisible();
  },
};

/** A URL that does not answer with a video: the player gives way to the same sentence. */
export const CannotPlay: Story = {
  args: { src: '/bestaat-niet/mediabox.mp4' },
  parameters: {
    // Its state comes from the media's error, after the render: in an iframe of its own (ADR 147).
    docs: { story: { inline: false } },
    docsAlike: 'a video that cannot play shows the sentence of NoVideo (spec §8), on purpose',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByText(UNAVAILABLE)).toBeVisible(), { timeout: 5_000 });
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

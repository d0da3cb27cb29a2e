import { styled } from 'styled-components';

export const Root = styled.figure`
  display: grid;
  gap: var(--vonk-space-2);
  margin: 0;
  max-width: var(--vonk-explainer-video-max-width, 40rem);
`;

export const Player = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: var(--vonk-radius-medium);
  background: var(--vonk-explainer-video-background, var(--vonk-color-text));

  &:focus-visible {
    outline: var(--vonk-focus-outline);
  }
`;

export const Unavailable = styled.p`
  display: flex;
  gap: var(--vonk-space-2);
  align-items: flex-start;
  margin: 0;
  padding: var(--vonk-space-4);
  border-radius: var(--vonk-radius-medium);
  background: var(--vonk-color-feedback-info-background);
  color: var(--vonk-color-text);

  & > svg {
    flex: none;
    color: var(--vonk-color-feedback-info-text);
    margin-top: 0.1em;
  }
`;

export const Caption = styled.figcaption`
  color: var(--vonk-color-text-subtle);
`;

export { ExplainerVideo } from './ExplainerVideo.tsx';
export type { ExplainerVideoProps } from './ExplainerVideo.tsx';

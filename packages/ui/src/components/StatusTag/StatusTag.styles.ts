export { Dot, Root } from '../Badge/Badge.styles.ts';

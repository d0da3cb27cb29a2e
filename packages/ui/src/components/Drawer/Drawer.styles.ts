// The drawer shares its frame styles with Modal (data-variant='drawer' in Modal.styles.ts).
export { Panel, Underlay } from '../Modal/Modal.styles.ts';

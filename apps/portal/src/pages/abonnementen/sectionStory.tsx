// Stories of one /abonnementen section (a flow step, a summary) with its own props: the same
// decorator as every section story (ADR 088), kept here so the section stories' imports stay.
export { sectionDecorator } from '../../testing/sectionStory.tsx';

export { FieldRoot as Root, Input, InputRow, Label } from '../../styles/field.styles.ts';

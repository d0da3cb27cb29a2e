export { FieldRoot as Root, Input, InputRow, Label } from '../Field/Field.styles.ts';

/** The postcode field uses the text field's chrome; its width is set through `width`. */
export const POSTCODE_WIDTH = '9rem';

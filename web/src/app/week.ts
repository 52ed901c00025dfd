/**
 * The week starts on Monday (spec section 9). Pass it to every calendar and date picker
 * (date-fns `weekStartsOn`, Blueprint DatePicker `dayPickerProps.weekStartsOn`).
 */
export const WEEK_STARTS_ON = 1 as const;

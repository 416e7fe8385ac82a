/** Codes with a meaning of their own in the spec's data. */

/** The special customer 'Nog te plannen': no reference needed. */
export const TO_BE_PLANNED_CUSTOMER = '99999998';
/** Own transport / franco: no pricing type. */
export const OWN_TRANSPORT = '99999999';

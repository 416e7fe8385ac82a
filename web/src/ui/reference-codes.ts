/**
 * The provider's codes with a meaning of their own, in one place for the web (the gateway has the
 * same two in gateway/src/provider/codes.ts). Customer 99999998 'Nog te plannen': an order whose
 * customer is not known yet (no customer reference needed, never invoiced). Transporter 99999999
 * 'Eigen vervoer': own transport / franco, without a pricing type (spec 01 §5, §9).
 */
export const TO_BE_PLANNED_CUSTOMER = '99999998';
export const OWN_TRANSPORT = '99999999';

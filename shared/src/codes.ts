/**
 * The provider's codes with a meaning of their own, in one place for the gateway and the web.
 * Customer 99999998 'Nog te plannen' stands for an order whose customer is not known yet: it needs
 * no customer reference and is never invoiced. Supplier and transporter 99999999 'Eigen vervoer'
 * is own transport (franco): it has no pricing type (spec 01 §5, §9).
 */
export const TO_BE_PLANNED_CUSTOMER = '99999998';
export const OWN_TRANSPORT = '99999999';

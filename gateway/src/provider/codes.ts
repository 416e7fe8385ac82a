/**
 * The provider's codes with a meaning of their own (customer 99999998 'Nog te plannen', supplier and
 * transporter 99999999 'Eigen vervoer'): the shared ones, which the web and the shared rules use too.
 */
export { OWN_TRANSPORT, TO_BE_PLANNED_CUSTOMER } from '@backoffice/shared/codes';

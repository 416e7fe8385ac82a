export { FormModal, type FormModalProps } from './form-modal';

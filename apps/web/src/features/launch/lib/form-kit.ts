// What the launch page needs only once a visitor picks Talent or Business: the forms, their rules
// (with libphonenumber's metadata, about 30 KB) and the dialogs. Loaded then, off the first load.

export { FIELD_LABELS, carryToPartner, fieldProblem, submission, visibleFields } from './launch-form';
export { MarketingFormView } from '../components/marketing-form-view';
export { ConfirmDialog } from '../components/confirm-dialog';
export { SuccessDialog } from '../components/success-dialog';

export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { type ConfirmDialogTone, confirmDialogTones } from './confirmDialogOptions';

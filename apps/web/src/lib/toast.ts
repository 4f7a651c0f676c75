import { toast, type ToastContainerProps } from 'react-toastify';
import { LIMITS } from '@mingle/contracts';

/** Spec 9: bottom-right, coloured, 5 s, progress bar, close on click, pause on hover and focus loss. */
export const TOAST_OPTIONS = {
  position: 'bottom-right',
  theme: 'colored',
  autoClose: LIMITS.toastAutoCloseMs,
  hideProgressBar: false,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  newestOnTop: false,
} as const satisfies ToastContainerProps;

/** One toast per text: the same failure from several queries shows once. */
export function notifyError(message: string): void {
  toast.error(message, { toastId: `error:${message}` });
}

export function notifySuccess(message: string): void {
  toast.success(message, { toastId: `success:${message}` });
}

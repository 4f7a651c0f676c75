// Shared with other features (the "Download my data" file): it lives in lib now.
export { REVOKE_AFTER_MS, saveBlob, saveUrl } from '@/lib/save-file';

/** Saves what a URL (a data URL or an object URL) holds as a file, through a temporary link. */
export function saveUrl(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** How long an object URL outlives its click: some browsers read the blob after the click returns. */
export const REVOKE_AFTER_MS = 30_000;

/** Saves a blob (e.g. a CSV the API sent) as a file; the object URL is let go once the download is under way. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    saveUrl(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

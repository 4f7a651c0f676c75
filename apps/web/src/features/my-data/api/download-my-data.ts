import { exportFileName } from '@mingle/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/save-file';

/** GET /me/export: everything Mingle holds about me, saved as mingle-export-<date>.json. */
export async function downloadMyData() {
  const blob = await api.blob('/me/export', { headers: { Accept: 'application/json' } });
  saveBlob(blob, exportFileName(new Date().toISOString().slice(0, 10)));
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Fetches the account export and hands it to the browser as a download. */
async function exportData(): Promise<void> {
  const data = await api.get<unknown>('/api/users/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `weekend-planner-export-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useExportData = () => useMutation({ mutationFn: exportData });

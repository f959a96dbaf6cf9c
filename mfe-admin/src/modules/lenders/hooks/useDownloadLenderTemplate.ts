import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { downloadCsv } from '../../exports/utils/downloadCsv';
import { fetchLenderImportTemplate } from '../api/fetchLenderImportTemplate';

/** The import's template, saved as lenders-template.csv (the call needs the admin's token, so no plain link). */
export function useDownloadLenderTemplate() {
  const { api } = useAdminServices();
  return useMutation({
    mutationFn: () => fetchLenderImportTemplate(api),
    onSuccess: (blob) => downloadCsv('lenders-template.csv', blob),
    onError: (error) => toast.error(serverErrorText(error, 'Failed to download the template')),
  });
}

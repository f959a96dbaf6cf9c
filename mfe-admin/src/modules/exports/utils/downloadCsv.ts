/** Lets the browser save the CSV (as the gateway sent it, BOM included) as `fileName`. */
export function downloadCsv(fileName: string, csv: Blob): void {
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

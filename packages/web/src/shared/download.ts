/** Offers CSV text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Offers a file (a PDF the server sent, a CSV) to the browser as a download. */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file over; the object URL can go once the browser took it
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a file the page made or fetched under `name`, as a download (the one way the app does). */
export function saveFile(name: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has started reading it by the next turns; the address is freed after that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

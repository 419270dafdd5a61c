import type { AuditExportFile } from '@connector/contracts';

/** Long enough for any browser to have started the download before the file's URL is let go. */
const URL_KEPT_MS = 60_000;

/** The bytes of a base64 text. */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves an exported file as a download of its own name. */
export function saveExport({ fileName, mediaType, content }: AuditExportFile): void {
  const url = URL.createObjectURL(new Blob([bytesOf(content)], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), URL_KEPT_MS);
}

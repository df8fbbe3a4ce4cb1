/** '1.2 MB', '340 KB'. @param bytes a size in bytes (1 MB = 1,048,576 bytes). */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

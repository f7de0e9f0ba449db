/**
 * A chosen file's bytes. FileReader rather than Blob.arrayBuffer(): every browser the bank supports has
 * it, and so does jsdom, where the screen tests upload files.
 */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

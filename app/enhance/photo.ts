/**
 * The photo tool (issue 35 §4): a photographed document made smaller before it is sent on a
 * slow link. Built apart into public/enhance/photo-<hash>.js and fetched by the chosen-file
 * widget (app/enhance/chosen-file.ts) the first time a photo is chosen; it sets
 * `window.vpSmallerPhoto`. The server's checks on the file stay the same.
 */

/** A photo's long side after it is made smaller, in pixels. */
export const MAX_PHOTO_SIDE = 2000;
/** The JPEG quality it is re-encoded at (0 to 1). */
const QUALITY = 0.8;

/**
 * `file` at most MAX_PHOTO_SIDE px on its long side, re-encoded as JPEG on white (a PNG's
 * transparency has nothing to show through). Null when it is not a photo this browser can
 * decode, or when the result would not be smaller.
 */
export async function smallerPhoto(file: File, doc: Document): Promise<File | null> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || typeof createImageBitmap !== 'function') return null;
  const image = await createImageBitmap(file);
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(image.width, image.height));
  const canvas = doc.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  const pen = canvas.getContext('2d');
  if (!pen) return null;
  pen.fillStyle = '#fff';
  pen.fillRect(0, 0, canvas.width, canvas.height);
  pen.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', QUALITY));
  return blob && blob.size < file.size ? new File([blob], `${file.name.replace(/\.\w+$/, '')}.jpg`, { type: 'image/jpeg' }) : null;
}

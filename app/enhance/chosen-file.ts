/**
 * The chosen file's line under a file input (issue 23; ADR 0020): its own module, loaded only on
 * a page with a `data-vp-chosen` input (issue 52 §4); the photo tool is fetched on the first photo.
 */
import { fileSize } from '~/lib/file-size';
import { describedBy, eachElement } from '~/enhance/dom';

/** The photo tool's file (app/enhance/photo.ts), named by its content at build time. */
declare const __PHOTO_SRC__: string;
type SmallerPhoto = (file: File, doc: Document) => Promise<File | null>;
let photoTool: Promise<SmallerPhoto> | undefined;

/**
 * The photo tool, fetched the first time a photo is chosen (issue 35 §4): its bytes are spent
 * only by someone who sends a photo, never on a first visit.
 */
function loadPhotoTool(doc: Document): Promise<SmallerPhoto> {
  const win = window as unknown as { vpSmallerPhoto?: SmallerPhoto };
  if (win.vpSmallerPhoto) return Promise.resolve(win.vpSmallerPhoto);
  photoTool ??= new Promise<SmallerPhoto>((done, fail) => {
    const script = doc.createElement('script');
    script.src = __PHOTO_SRC__;
    script.onload = () => (win.vpSmallerPhoto ? done(win.vpSmallerPhoto) : fail(new Error('no photo tool')));
    script.onerror = fail;
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    // A dropped link: the next photo tries again.
    photoTool = undefined;
    throw error;
  });
  return photoTool;
}

/**
 * The chosen file's name and size under a file input: `<input type=file data-vp-chosen=id>` and
 * `<p id hidden data-vp-words="Chosen: ">` (its label in the reader's language). A photo is first made smaller when that helps, and the line says by how much
 * ("3.8 MB → 420 KB"); PDFs and anything the browser cannot decode are sent as they are.
 */
export function installChosenFile(doc: Document): void {
  eachElement<HTMLInputElement>(doc, 'input[type=file][data-vp-chosen]', (input) => {
    const line = doc.getElementById(input.dataset.vpChosen!);
    if (!line) return;
    // 'Chosen: ' in the reader's words, from the page (issue 44 §2).
    // Shows the line (words already said: the page's label and the file's own name and size).
    const show = (text: string) => {
      line.textContent = text && line.dataset.vpWords + text;
      line.hidden = !text;
      describedBy(input, line.id, Boolean(text));
    };
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      show(file ? `${file.name} (${fileSize(file.size)})` : '');
      if (!file || !/^image\/(jpeg|png|webp)$/.test(file.type) || typeof DataTransfer !== 'function') return;
      loadPhotoTool(doc)
        .then((smaller) => smaller(file, doc))
        .then((small) => {
          if (!small || input.files?.[0] !== file) return;
          const files = new DataTransfer();
          files.items.add(small);
          input.files = files.files;
          show(`${file.name} (${fileSize(file.size)} → ${fileSize(small.size)})`);
        })
        .catch(() => undefined);
    });
  });
}

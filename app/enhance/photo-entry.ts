/** The photo tool's file (app/enhance/photo.ts): it only makes the tool available to the page's script. */
import { smallerPhoto } from '~/enhance/photo';

(window as unknown as { vpSmallerPhoto?: typeof smallerPhoto }).vpSmallerPhoto = smallerPhoto;

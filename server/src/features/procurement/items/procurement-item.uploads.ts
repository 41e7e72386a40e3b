import type { FieldError } from '@procura/domain/common/errors';
import { ITEM_IMAGE_MAX_BYTES } from '@procura/domain/procurement/items/procurement-item.rules';
import type { ItemData } from '@procura/domain/procurement/items/procurement-item.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { checkUpload, uploadProblemMessage } from '../../../platform/files/upload-check';

/** A new image of the item dialog, decoded and recognised by its content. */
export interface CheckedUpload {
  orderNumber: number;
  content: Buffer;
  ext: string;
  mime: string;
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
const DATA_URL_PREFIX = /^data:[^,]*,/;

/**
 * Decodes every uploaded image (imageBase64) and checks it again on the server: the schema looked
 * at the first bytes of the text, this counts the decoded bytes and passes them through upload-check.
 * Errors are named like the schema's: `images.2.imageBase64`.
 */
export async function checkUploads(images: ItemData['images']): Promise<{ uploads: CheckedUpload[]; errors: FieldError[] }> {
  const uploads: CheckedUpload[] = [];
  const errors: FieldError[] = [];
  for (const [index, image] of images.entries()) {
    if (!image.imageBase64) continue;
    const param = `images.${index}.imageBase64`;
    const content = Buffer.from(image.imageBase64.replace(DATA_URL_PREFIX, ''), 'base64');
    if (content.length > ITEM_IMAGE_MAX_BYTES) {
      errors.push({ param, msg: PROCUREMENT_MSG.imageTooLarge });
      continue;
    }
    // Sent without a name: the type comes from the bytes alone.
    const checked = await checkUpload({ fileName: null, content }, IMAGE_EXTENSIONS);
    if (!checked.ok) errors.push({ param, msg: uploadProblemMessage(checked.problem, PROCUREMENT_MSG.imageType) });
    else uploads.push({ orderNumber: image.orderNumber, content, ext: checked.file.ext, mime: checked.file.mime });
  }
  return { uploads, errors };
}

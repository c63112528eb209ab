import type { SelectField } from 'payload';
import { CMS_IMAGE_RATIO_OPTIONS } from '@/lib/content/cms-image-url';

/** The aspect ratio an image is shown in (spec S3 "Asset set": defaultImage, 4:3, 3:4, 2:1, 1:1, 7:1, 3:1). */
export function imageRatioField(defaultValue: string = 'defaultImage'): SelectField {
  return {
    name: 'imageRatio',
    type: 'select',
    required: true,
    defaultValue,
    options: CMS_IMAGE_RATIO_OPTIONS.map((value) => ({
      value,
      label: value === 'defaultImage' ? 'As uploaded' : value,
    })),
    admin: { description: 'The image is cut to this ratio around its focal point.' },
  };
}

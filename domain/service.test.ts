import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fields';
import { serviceFormSchema } from './service';

const filled = {
  bgImage: { url: '', file: { name: 'banner.png' } },
  title: 'Brand audits',
  description: 'A clear look at a brand.',
  longDescription: '',
  thumbImage: { url: '/uploads/abc.webp', file: null },
  isActive: true,
};

describe('serviceFormSchema (dashboard service form)', () => {
  it('accepts a new file or an existing image for each picture', () => {
    expect(serviceFormSchema.safeParse(filled).success).toBe(true);
  });

  it("gives the service form's messages when fields and images are missing", () => {
    const result = serviceFormSchema.safeParse({
      ...filled,
      title: ' ',
      description: '',
      bgImage: { url: '', file: null },
      thumbImage: { url: ' ', file: null },
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      bgImage: 'Banner image is required',
      title: 'Title is required',
      description: 'Description is required',
      thumbImage: 'Thumbnail is required',
    });
  });
});

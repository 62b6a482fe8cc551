import { describe, expect, it } from 'vitest';
import { BODY_IMAGE_MESSAGE, blogFormSchema, remoteImageSources } from './blog';

describe('pictures in rich text', () => {
  it('finds pictures on other sites however the address is written', () => {
    expect(
      remoteImageSources(
        [
          '<img src="https://a.example/1.png">',
          "<img alt='x' src='//b.example/2.png'>",
          '<IMG SRC=http://c.example/3.png>',
          '<img src="/uploads/0123456789abcdef01234567.webp">',
          '<img src="/images/blog/placeholder.svg">',
          '<p data-src="https://d.example/4.png">text about https://e.example</p>',
        ].join(''),
      ),
    ).toEqual(['https://a.example/1.png', '//b.example/2.png', 'http://c.example/3.png']);
  });

  it('the blog form says so under the body', () => {
    const result = blogFormSchema.safeParse({
      title: 'Title',
      shortDescription: 'Short',
      longDescription: '<p>Chart <img src="https://a.example/1.png"></p>',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['longDescription'], message: BODY_IMAGE_MESSAGE }),
    ]);
  });
});

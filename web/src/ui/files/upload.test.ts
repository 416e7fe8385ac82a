import { fileUrl } from './upload';

describe('upload', () => {
  it('downloads through the gateway', () => {
    expect(fileUrl('41')).toBe('/files/41');
  });
});

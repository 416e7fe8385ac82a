import i18n from '../../i18n';
import { describeError } from '../../app/errors';
import { fileUrl, UploadError } from './upload';

describe('upload errors in words', () => {
  it('says a too large file is too large, in the user language', () => {
    expect(describeError(new UploadError('PAYLOAD_TOO_LARGE', 'The file is larger than 25 MB.'), i18n.getFixedT('nl_BE'))).toBe(
      'Het bestand is te groot om op te laden.',
    );
    expect(describeError(new UploadError('NETWORK', 'x'), i18n.getFixedT('en_US'))).toMatch(/server cannot be reached|could not be reached|reach/i);
  });

  it('downloads through the gateway', () => {
    expect(fileUrl('41')).toBe('/files/41');
  });
});

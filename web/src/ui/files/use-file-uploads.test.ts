import { act, renderHook } from '@testing-library/react';
import { uploadFile, UploadError } from './upload';
import { useFileUploads } from './use-file-uploads';

jest.mock('./upload', () => ({ ...jest.requireActual<typeof import('./upload')>('./upload'), uploadFile: jest.fn() }));
const upload = jest.mocked(uploadFile);

const describe_ = (error: unknown) => `kon niet: ${error instanceof Error ? error.message : String(error)}`;
const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

function setup() {
  return renderHook(() => useFileUploads(describe_));
}

beforeEach(() => upload.mockReset());

describe('useFileUploads', () => {
  it('uploads every file on save with its progress, and does not send a stored file again on the next save', async () => {
    let next = 40;
    upload.mockImplementation(async (_file, onProgress) => {
      onProgress?.({ loaded: 1, total: 2 });
      next += 1;
      return { id: String(next) };
    });
    const { result } = setup();
    act(() => result.current.dropZone.onAdd([file('cmr.pdf'), file('factuur.pdf')]));
    expect(result.current.files.map((f) => f.status)).toEqual(['waiting', 'waiting']);

    let ids: string[] | null = null;
    await act(async () => {
      ids = await result.current.uploadAll();
    });
    expect(ids).toEqual(['41', '42']);
    expect(result.current.files.map((f) => [f.status, f.progress, f.id])).toEqual([
      ['done', 100, '41'],
      ['done', 100, '42'],
    ]);
    expect(result.current.uploading).toBe(false);

    await act(async () => {
      ids = await result.current.uploadAll();
    });
    expect(ids).toEqual(['41', '42']);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('answers null when a file fails, says why on that file, and on the next save sends only that one', async () => {
    upload.mockResolvedValueOnce({ id: '41' }).mockRejectedValueOnce(new UploadError('PAYLOAD_TOO_LARGE', 'te groot'));
    const { result } = setup();
    act(() => result.current.dropZone.onAdd([file('cmr.pdf'), file('groot.pdf')]));
    let ids: string[] | null = [];
    await act(async () => {
      ids = await result.current.uploadAll();
    });
    expect(ids).toBeNull();
    expect(result.current.files[1]).toMatchObject({ status: 'failed', error: 'kon niet: te groot' });

    upload.mockResolvedValueOnce({ id: '43' });
    await act(async () => {
      ids = await result.current.uploadAll();
    });
    expect(ids).toEqual(['41', '43']);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[2]?.[0].name).toBe('groot.pdf');
  });

  it('attaches one by one and stops at the first refusal, naming its file', async () => {
    upload.mockResolvedValueOnce({ id: '41' }).mockResolvedValueOnce({ id: '42' }).mockResolvedValueOnce({ id: '43' });
    const { result } = setup();
    act(() => result.current.dropZone.onAdd([file('a.pdf'), file('b.pdf'), file('c.pdf')]));
    let ids: string[] | null = null;
    await act(async () => {
      ids = await result.current.uploadAll();
    });
    const attached: string[] = [];
    const refusal = await result.current.attachEach(ids ?? [], async (fileId) => {
      attached.push(fileId);
      return fileId === '42' ? { code: 'REFUSED' } : null;
    });
    expect(attached).toEqual(['41', '42']);
    expect(refusal).toEqual({ name: 'b.pdf', refusal: { code: 'REFUSED' } });
    expect(await result.current.attachEach(['41', '43'], async () => undefined)).toBeNull();
  });

  it('uploads and attaches added files at once: an attached one leaves the list, a refused or failed one stays and says why', async () => {
    upload.mockResolvedValueOnce({ id: '41' }).mockResolvedValueOnce({ id: '42' }).mockResolvedValueOnce({ id: '43' });
    const { result } = setup();
    const attachOne = jest.fn(async (fileId: string, _file: File): Promise<string | null> => {
      if (fileId === '42') return 'Geweigerd';
      if (fileId === '43') throw new Error('netwerk');
      return null;
    });
    await act(() => result.current.addAndAttach([file('a.pdf'), file('b.pdf'), file('c.pdf')], attachOne));
    expect(attachOne.mock.calls.map(([id, f]) => [id, f.name])).toEqual([
      ['41', 'a.pdf'],
      ['42', 'b.pdf'],
      ['43', 'c.pdf'],
    ]);
    expect(result.current.files.map((f) => [f.file.name, f.status, f.error])).toEqual([
      ['b.pdf', 'failed', 'Geweigerd'],
      ['c.pdf', 'failed', 'kon niet: netwerk'],
    ]);
  });

  it('removes a file from the list', () => {
    const { result } = setup();
    act(() => result.current.dropZone.onAdd([file('a.pdf'), file('b.pdf')]));
    const key = result.current.files[0]?.key ?? '';
    act(() => result.current.dropZone.onRemove(key));
    expect(result.current.files.map((f) => f.file.name)).toEqual(['b.pdf']);
  });
});

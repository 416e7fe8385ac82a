import { useCallback, useMemo, useRef, useState } from 'react';
import { pendingFile, type PendingFile } from './file-drop-zone';
import { uploadFile } from './upload';

/** A refusal of one file's attach, with the name of the file it was about. */
export interface AttachRefusal<E> {
  name: string;
  refusal: E;
}

export interface FileUploads {
  files: PendingFile[];
  /** Whether an upload of `uploadAll` is under way (the form's save button waits). */
  uploading: boolean;
  /** What a FileDropZone needs besides its label: the files, add and remove. */
  dropZone: { files: PendingFile[]; onAdd: (added: File[]) => void; onRemove: (key: string) => void };
  /** Uploads what is not stored yet; the ids in the files' order, or null when one failed (it says why). */
  uploadAll(): Promise<string[] | null>;
  /** Attaches stored files one by one; stops at the first refusal (`attachOne` answers it, or nothing) and names its file. */
  attachEach<E>(fileIds: readonly string[], attachOne: (fileId: string) => Promise<E | null | undefined>): Promise<AttachRefusal<E> | null>;
  /** Adds files and at once uploads and attaches each: an attached file leaves the list, a refused one stays with the words `attachOne` answered. */
  addAndAttach(added: File[], attachOne: (fileId: string, file: File) => Promise<string | null>): Promise<void>;
}

/**
 * The files of a form: chosen, uploaded to the gateway's /files on save, then attached to the record
 * the save made (or at once, for a record's document list). A file stored by an earlier, refused
 * save is not sent again. `describeError` says a failure in the user's words.
 */
export function useFileUploads(describeError: (error: unknown) => string): FileUploads {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [uploading, setUploading] = useState(false);
  // file key → stored file id
  const uploaded = useRef(new Map<string, string>());

  const patch = useCallback((key: string, change: Partial<PendingFile>) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f))), []);
  const onAdd = useCallback((added: File[]) => setFiles((list) => [...list, ...added.map(pendingFile)]), []);
  const onRemove = useCallback((key: string) => setFiles((list) => list.filter((f) => f.key !== key)), []);

  /** One file to /files: its id, or null when it failed (its entry says why). */
  const uploadOne = async (pending: PendingFile): Promise<string | null> => {
    const stored = uploaded.current.get(pending.key);
    if (stored) return stored;
    patch(pending.key, { status: 'uploading', progress: 0, error: undefined });
    try {
      const { id } = await uploadFile(pending.file, ({ loaded, total }) => patch(pending.key, { progress: total ? Math.round((loaded / total) * 100) : 0 }));
      uploaded.current.set(pending.key, id);
      patch(pending.key, { status: 'done', progress: 100, id });
      return id;
    } catch (error) {
      patch(pending.key, { status: 'failed', error: describeError(error) });
      return null;
    }
  };

  const uploadAll = async () => {
    const ids: string[] = [];
    let failed = false;
    setUploading(true);
    for (const pending of files) {
      const id = await uploadOne(pending);
      if (id === null) failed = true;
      else ids.push(id);
    }
    setUploading(false);
    return failed ? null : ids;
  };

  const nameOf = (fileId: string) => {
    const key = [...uploaded.current].find(([, id]) => id === fileId)?.[0];
    return files.find((f) => f.key === key)?.file.name ?? fileId;
  };

  const attachEach = async <E>(fileIds: readonly string[], attachOne: (fileId: string) => Promise<E | null | undefined>) => {
    for (const fileId of fileIds) {
      const refusal = await attachOne(fileId);
      if (refusal) return { name: nameOf(fileId), refusal };
    }
    return null;
  };

  const addAndAttach = async (added: File[], attachOne: (fileId: string, file: File) => Promise<string | null>) => {
    const pendings = added.map(pendingFile);
    setFiles((list) => [...list, ...pendings]);
    for (const pending of pendings) {
      const id = await uploadOne(pending);
      if (id === null) continue;
      try {
        const refused = await attachOne(id, pending.file);
        if (refused === null) onRemove(pending.key);
        else patch(pending.key, { status: 'failed', error: refused });
      } catch (error) {
        patch(pending.key, { status: 'failed', error: describeError(error) });
      }
    }
  };

  const dropZone = useMemo(() => ({ files, onAdd, onRemove }), [files, onAdd, onRemove]);
  return { files, uploading, dropZone, uploadAll, attachEach, addAndAttach };
}

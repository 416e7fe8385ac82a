export { FileDropZone, pendingFile, type PendingFile, type FileDropZoneProps } from './file-drop-zone';
export { fileUrl, uploadFile, UploadError, type UploadProgress } from './upload';
export { useFileUploads, type AttachRefusal, type FileUploads } from './use-file-uploads';

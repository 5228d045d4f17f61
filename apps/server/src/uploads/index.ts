export { installUploads } from './serve-uploads';
export { storageOf, uploadImage } from './upload-image';

/**
 * Public surface of the uploads feature: pick, crop and upload an image (event logo and banner,
 * profile photo). Other features import only this file (lint enforces it, eslint.config.js).
 */
export { ImagePicker, type UploadedImage } from './components/image-picker';
export { ImageUploadController } from './components/image-upload-controller';
